/**
 * Input masks of the spec: `#` a digit, `@` a letter, `*` a letter or a digit; anything else is a
 * literal copied into place. Characters that fit no token are dropped, and literals are only written
 * while typed characters remain, so deleting backwards never gets stuck on a separator.
 */
const TOKENS: Readonly<Record<string, RegExp>> = {
  '#': /\d/,
  '@': /\p{L}/u,
  '*': /[\p{L}\d]/u,
};

export const CPF_MASK = '###.###.###-##';
export const PHONE_MASK = '(##) #####-####';

export function applyMask(value: string, mask: string): string {
  const input = Array.from(value);
  let output = '';
  let cursor = 0;
  for (const maskChar of mask) {
    if (cursor >= input.length) break;
    const token = TOKENS[maskChar];
    if (!token) {
      output += maskChar;
      if (input[cursor] === maskChar) cursor += 1;
      continue;
    }
    while (cursor < input.length && !token.test(input[cursor] ?? '')) cursor += 1;
    const next = input[cursor];
    if (next === undefined) break;
    output += next;
    cursor += 1;
  }
  return output;
}

/** Whether the mask accepts only digits, so the keyboard can be numeric. */
export function isNumericMask(mask: string): boolean {
  return !mask.includes('@') && !mask.includes('*');
}
