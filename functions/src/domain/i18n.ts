import type { Locale } from './docs.js';

interface Translatable {
  i18n?: { en?: Record<string, unknown> };
}

/** The field in the caller's locale, falling back to Portuguese (always stored). */
export function localized<T extends Translatable, K extends keyof T & string>(doc: T, field: K, locale: Locale): T[K] {
  if (locale !== 'pt') {
    const translated = doc.i18n?.[locale]?.[field];
    if (typeof translated === 'string' && translated.length > 0) return translated as T[K];
  }
  return doc[field];
}

/** A request's locale when no profile says otherwise: the Accept-Language header, pt by default. */
export function localeFromHeader(header: string | undefined): Locale {
  return header?.trim().toLowerCase().startsWith('en') ? 'en' : 'pt';
}
