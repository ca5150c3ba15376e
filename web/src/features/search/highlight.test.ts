import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight';

const marked = (text: string, query: string) => highlightParts(text, query).filter((part) => part.marked).map((part) => part.text);

describe('highlightParts', () => {
  it('marks the searched words ignoring accents and case, prefixes included', () => {
    expect(marked('Citrato de magnésio e Magnésio quelato', 'magnesio')).toEqual(['magnésio', 'Magnésio']);
    expect(marked('Bisglicinato de ferro', 'bisglic')).toEqual(['Bisglicinato']);
  });

  it('marks a one-letter word only as that letter or with digits', () => {
    expect(marked('Vitamina D3 e dose diária de vitamina D', 'vitamina d')).toEqual(['Vitamina', 'D3', 'vitamina', 'D']);
  });

  it('never marks stop words, even when typed', () => {
    expect(marked('Dose de vitamina D3 e demais', 'vitamina de d')).toEqual(['vitamina', 'D3']);
    expect(marked('Forma química · Teor · Observações', 'forma da')).toEqual(['Forma']);
  });

  it('keeps every character of the text, markup-looking ones included, as plain text', () => {
    const text = '<img src=x onerror=alert(1)> magnésio';
    expect(highlightParts(text, 'magnesio').map((part) => part.text).join('')).toBe(text);
  });
});
