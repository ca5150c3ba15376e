/** Brazilian CPF: 11 digits, not all equal, with two check digits (mod 11). */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

function checkDigit(digits: string, length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

export function isValidCpf(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  return checkDigit(digits, 9) === Number(digits[9]) && checkDigit(digits, 10) === Number(digits[10]);
}

/** "123.456.789-09" for display; logs use maskCpf instead. */
export function formatCpf(value: string): string {
  const d = onlyDigits(value);
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9, 11)}`;
}

/** Never log a full CPF: keep the last two digits only. */
export function maskCpf(value: string): string {
  return `***.***.***-${onlyDigits(value).slice(9, 11)}`;
}
