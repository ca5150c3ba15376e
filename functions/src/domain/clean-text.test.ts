import { describe, expect, it } from 'vitest';
import { cleanInput, cleanText, InputTooDeepError, MAX_INPUT_DEPTH } from './clean-text.js';

describe('cleanText', () => {
  it('removes NUL and other control characters but keeps tabs and line breaks', () => {
    expect(cleanText('Magn\u0000ésio\u0007\tdose\r\n2')).toBe('Magnésio\tdose\r\n2');
  });

  it('removes lone surrogates and keeps whole emoji', () => {
    expect(cleanText('a\uD800b\uDC00c 💊')).toBe('abc 💊');
  });

  it('removes bidirectional overrides, embeddings and isolates', () => {
    expect(cleanText('fatura\u202Egnp.exe')).toBe('faturagnp.exe');
    expect(cleanText('\u2066x\u2069')).toBe('x');
  });

  it('reads text made only of invisible characters as empty', () => {
    for (const invisible of ['\u200B\u200B', '\u3164', ' \uFEFF ', '\u2800', '\u00AD']) expect(cleanText(invisible)).toBe('');
    expect(cleanText('\u200Bok')).toBe('\u200Bok');
  });
});

describe('cleanInput', () => {
  it('cleans every string of a body, nested, and leaves passwords, tokens and other values alone', () => {
    const buffer = Buffer.from('x');
    expect(cleanInput({ title: 'a\u0000', list: ['\u202Eb'], nested: { c: '\u200B' }, password: 'p\u0000w', token_stripe: 't\u202E', n: 3, image: buffer })).toEqual({
      title: 'a',
      list: ['b'],
      nested: { c: '' },
      password: 'p\u0000w',
      token_stripe: 't\u202E',
      n: 3,
      image: buffer,
    });
  });
});

describe('cleanInput depth', () => {
  const nested = (depth: number): unknown => {
    let value: unknown = 'x';
    for (let n = 0; n < depth; n += 1) value = n % 2 ? [value] : { a: value };
    return value;
  };

  it('refuses input nested 3,000 deep with its own error instead of overflowing the stack', () => {
    expect(() => cleanInput(nested(3000))).toThrow(InputTooDeepError);
  });

  it('cleans input up to MAX_INPUT_DEPTH deep', () => {
    expect(() => cleanInput(nested(MAX_INPUT_DEPTH))).not.toThrow();
    expect(() => cleanInput(nested(MAX_INPUT_DEPTH + 1))).toThrow(InputTooDeepError);
  });
});
