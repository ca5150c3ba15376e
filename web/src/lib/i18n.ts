import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import ptAuth from '../locales/pt/auth.json';
import ptCommon from '../locales/pt/common.json';

export const LOCALES = ['pt', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt';
export const LOCALE_STORAGE_KEY = 'nutrindex_locale';

const HTML_LANG: Record<Locale, string> = { pt: 'pt-BR', en: 'en' };

/** pt common + auth ship in the entry bundle; every other language/namespace is fetched on demand. */
const lazyMessages = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/*/*.json',
  '!../locales/pt/common.json',
  '!../locales/pt/auth.json',
]);

const lazyBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = lazyMessages[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => {
        console.error('[i18n] could not load messages', { language, namespace, error });
        callback(error instanceof Error ? error : new Error(String(error)), false);
      },
    );
  },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Reads `{ "slug": "pt" }` from localStorage; anything unreadable falls back to pt. */
export function readStoredLocale(): Locale {
  try {
    const raw = localStorage.getItem(LOCALE_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    if (typeof parsed === 'object' && parsed !== null && 'slug' in parsed && isLocale(parsed.slug)) {
      return parsed.slug;
    }
  } catch {
    // A corrupt entry is replaced at the next language change.
  }
  return DEFAULT_LOCALE;
}

function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, JSON.stringify({ slug: locale }));
  } catch (error) {
    console.error('[i18n] could not remember the language', error);
  }
}

export function currentLocale(): Locale {
  return isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE;
}

let initialised: Promise<unknown> | undefined;

export function initI18n(): Promise<unknown> {
  initialised ??= i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: readStoredLocale(),
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      ns: ['common', 'auth'],
      defaultNS: 'common',
      resources: { pt: { common: ptCommon, auth: ptAuth } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    })
    .then(() => {
      document.documentElement.lang = HTML_LANG[currentLocale()];
    });
  return initialised;
}

/** Switches the whole UI and remembers the choice in `nutrindex_locale`. */
export async function changeLocale(locale: Locale): Promise<void> {
  await i18n.changeLanguage(locale);
  storeLocale(locale);
  document.documentElement.lang = HTML_LANG[locale];
}

export { i18n };
