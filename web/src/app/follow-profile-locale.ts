import { useEffect, useRef } from 'react';
import { changeLocale, i18n, type Locale } from '@/lib/i18n';

/**
 * The profile's language applies at every sign-in on any device: whenever the loaded profile's
 * locale is one this screen has not followed yet (a sign-in, the app opened with a session, a
 * choice saved on another device), the UI switches to it, whatever this browser last used. Only a
 * person's choice writes the profile (the profile's 'Idioma', which sends POST locale/{locale}; the
 * registration, which sends the language used): a browser merely signing in never overwrites it.
 */
export function useFollowProfileLocale(profileLocale: Locale | undefined): void {
  const followed = useRef<Locale | null>(null);
  useEffect(() => {
    if (!profileLocale) {
      followed.current = null;
      return;
    }
    if (followed.current === profileLocale) return;
    followed.current = profileLocale;
    if (i18n.resolvedLanguage === profileLocale) return;
    changeLocale(profileLocale).catch((error: unknown) => console.error('[i18n] could not apply the profile language', error));
  }, [profileLocale]);
}
