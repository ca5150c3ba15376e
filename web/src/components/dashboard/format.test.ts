import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, truncateText } from './format';

describe('dashboard formats', () => {
  it('shows card dates as DD/MM/YYYY and table dates as HH:mm DD/MM/YYYY', () => {
    const local = new Date(2026, 0, 5, 9, 7).toISOString();
    expect(formatDate(local)).toBe('05/01/2026');
    expect(formatDateTime(local)).toBe('09:07 05/01/2026');
  });

  it('cuts text longer than the column length and marks the cut', () => {
    expect(truncateText('Bruno Nutricionista', 40)).toBe('Bruno Nutricionista');
    expect(truncateText('usuario.muito.longo@nutrindex.demo', 26)).toBe('usuario.muito.longo@nutrin...');
  });

  it('shows nothing for an unreadable date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
