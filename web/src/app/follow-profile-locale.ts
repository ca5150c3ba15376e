import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { sendLocale } from '@/api/locale';
import { changeLocale, isLocale, type Locale } from '@/lib/i18n';

/**
 * The profile's language applies at every sign-in on any device: when a user arrives (a sign-in,
 * or the app opened with a session), the UI switches to the profile's locale, whatever this browser
 * last used. Afterwards a change of language made here is the person's choice and is sent to the
 * server (spec §4: "once id > 0, the locale is sent"), so the profile keeps it.
 */
export function useFollowProfileLocale(user: { id: number; locale: Locale } | undefined): void {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const followedUser = useRef<number | null>(null);
  // While the profile's language loads, the old one on screen is not a choice to send.
  const applying = useRef(false);
  useEffect(() => {
    if (applying.current) return;
    if (!user) {
      followedUser.current = null;
      return;
    }
    if (!isLocale(language) || language === user.locale) {
      followedUser.current = user.id;
      return;
    }
    if (followedUser.current !== user.id) {
      followedUser.current = user.id;
      applying.current = true;
      changeLocale(user.locale)
        .catch((error: unknown) => console.error('[i18n] could not apply the profile language', error))
        .finally(() => {
          applying.current = false;
        });
      return;
    }
    void sendLocale(language);
  }, [user, language]);
}
