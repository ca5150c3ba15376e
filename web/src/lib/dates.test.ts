import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay } from './dates';

describe('dates', () => {
  it('shows card dates as DD/MM/YYYY and table dates as HH:mm DD/MM/YYYY', () => {
    const local = new Date(2026, 0, 5, 9, 7).toISOString();
    expect(formatDate(local)).toBe('05/01/2026');
    expect(formatDateTime(local)).toBe('09:07 05/01/2026');
  });

  it('shows nothing for an unreadable date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it("writes a day in the reader's language", () => {
    const local = new Date(2026, 10, 27, 9, 7).toISOString();
    expect(formatDay(local, 'pt')).toBe('27/11/2026');
    expect(formatDay(local, 'en')).toBe('27 Nov 2026');
    expect(formatDay('not a date', 'en')).toBe('');
  });
});
