import { describe, expect, it } from 'vitest';
import { formulaProblem } from './formula-problem.js';

describe('formulaProblem', () => {
  it('finds nothing wrong with a formula that parses, hydrates and brackets included', () => {
    for (const formula of ['C4H8MgN2O4', 'FeSO4·7H2O', 'Ca3(C6H5O7)2·4H2O']) expect(formulaProblem(formula), formula).toBeNull();
  });

  it('names the symbol that is no element, so the editor knows what to fix', () => {
    expect(formulaProblem('C4H8Mq2O4')).toBe('Elemento desconhecido na fórmula: Mq');
    expect(formulaProblem('Xx2O')).toBe('Elemento desconhecido na fórmula: Xx');
  });

  it('calls anything else malformed an invalid formula', () => {
    for (const formula of ['mgO', 'Mg(OH', 'FeSO4·7', 'H0']) expect(formulaProblem(formula), formula).toBe('Fórmula molecular inválida');
  });
});
