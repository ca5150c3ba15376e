/** Spec section 1: money is BRL, written the way the reader's language writes it. */
export function formatMoney(amount: number, locale: string): string {
  const tag = locale.startsWith('pt') ? 'pt-BR' : 'en';
  return new Intl.NumberFormat(tag, { style: 'currency', currency: 'BRL' }).format(amount);
}
