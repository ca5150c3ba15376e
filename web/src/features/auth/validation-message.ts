import type { TFunction } from 'i18next';

/**
 * The shared schemas carry the Portuguese texts of spec section 5; other languages translate them
 * by their Portuguese text (pt has no entries, so the text itself is shown).
 */
export function translateValidation(t: TFunction, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  return t(`auth:validation.${message}`, { defaultValue: message });
}
