/** Table cells of spec section 9 cut to a column's length. */
export function truncateText(text: string, length: number): string {
  const chars = Array.from(text);
  return chars.length > length ? `${chars.slice(0, length).join('')}...` : text;
}
