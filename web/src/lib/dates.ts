/** Spec section 9: DD/MM/YYYY on cards, HH:mm DD/MM/YYYY in tables, in every language (the readers are in Brazil). */
const pad = (value: number) => String(value).padStart(2, '0');

function toDate(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(iso: string): string {
  const date = toDate(iso);
  if (!date) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

export function formatDateTime(iso: string): string {
  const date = toDate(iso);
  if (!date) return '';
  return `${pad(date.getHours())}:${pad(date.getMinutes())} ${formatDate(iso)}`;
}

/**
 * A day in the reader's language: DD/MM/YYYY in Portuguese (spec section 9), '27 Nov 2026' in
 * English (day first, unambiguous for readers used to either order).
 */
export function formatDay(iso: string, language: string | undefined): string {
  const date = toDate(iso);
  if (!date) return '';
  if (!language?.startsWith('en')) return formatDate(iso);
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}
