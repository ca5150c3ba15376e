import { describe, expect, it } from 'vitest';
import { truncateText } from './format';

describe('dashboard formats', () => {
  it('cuts text longer than the column length and marks the cut', () => {
    expect(truncateText('Bruno Nutricionista', 40)).toBe('Bruno Nutricionista');
    expect(truncateText('usuario.muito.longo@nutrindex.demo', 26)).toBe('usuario.muito.longo@nutrin...');
  });
});
