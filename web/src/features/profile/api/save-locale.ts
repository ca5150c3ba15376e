import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendLocale } from '@/api/locale';
import { changeLocale, type Locale } from '@/lib/i18n';

/**
 * Switches the UI language (remembered in `nutrindex_locale`), tells the server (POST locale/{locale})
 * and then refetches what the server answered in the old language. The shell also sends the locale
 * when the language changes; waiting for this call here is what makes the refetch come back in the
 * new language. Spec section 8: a failed locale call is only logged.
 */
export function useSaveLocale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (locale: Locale) => {
      await changeLocale(locale);
      await sendLocale(locale);
    },
    onSuccess: () => queryClient.invalidateQueries(),
    onError: (error) => console.error('[i18n] could not change the language', error),
  });
}
