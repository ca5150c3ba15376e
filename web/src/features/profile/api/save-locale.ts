import type { CurrentUser } from '@contract/auth-answers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendLocale } from '@/api/locale';
import { changeLocale, type Locale } from '@/lib/i18n';

/**
 * Switches the UI language (remembered in `nutrindex_locale`), tells the server (POST locale/{locale},
 * the profile's language, which every later sign-in on any device applies) and then refetches what
 * the server answered in the old language; waiting for this call is what makes the refetch come
 * back in the new language. Spec section 8: a failed locale call is only logged.
 */
export function useSaveLocale() {
  const queryClient = useQueryClient();
  return useMutation({
    // The loaded profile says the new language at once, so nothing that follows it switches back.
    onMutate: (locale: Locale) => queryClient.setQueriesData<CurrentUser>({ queryKey: ['user'] }, (user) => (user ? { ...user, locale } : user)),
    mutationFn: async (locale: Locale) => {
      await changeLocale(locale);
      await sendLocale(locale);
    },
    onSuccess: () => queryClient.invalidateQueries(),
    onError: (error) => console.error('[i18n] could not change the language', error),
  });
}
