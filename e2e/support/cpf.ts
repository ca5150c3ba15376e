/** Random valid CPFs for journeys that register fresh accounts (mod-11 check digits, as the API checks). */
function checkDigit(digits: readonly number[]): number {
  const weightStart = digits.length + 1;
  const sum = digits.reduce((total, digit, index) => total + digit * (weightStart - index), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** Eleven digits, not all equal, with both check digits right. */
export function randomCpfDigits(): string {
  let base: number[];
  do {
    base = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  } while (base.every((digit) => digit === base[0]));
  const first = checkDigit(base);
  const second = checkDigit([...base, first]);
  return [...base, first, second].join('');
}

/** The same CPF with its last check digit changed, so it must be refused. */
export function withWrongCheckDigit(cpfDigits: string): string {
  const last = Number(cpfDigits.at(-1));
  return `${cpfDigits.slice(0, -1)}${(last + 1) % 10}`;
}

export function formatCpf(digits: string): string {
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9, 11)}`;
}
