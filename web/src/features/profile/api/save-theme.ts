import type { ThemeData } from '@contract/auth';
import type { CurrentUser } from '@contract/auth-answers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { getThemePreference, setThemePreference, type ThemePreference } from '@/lib/color-mode';
import { handleApiError } from '@/lib/handle-api-error';

/**
 * POST user-details/theme: the theme changes on screen at once, then the profile keeps it (so
 * another device signs in with it); a refused save puts the previous theme back.
 */
export function useSaveTheme() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('profile');
  return useMutation({
    onMutate: (theme: ThemePreference) => {
      const previous = getThemePreference();
      setThemePreference(theme);
      // The loaded user says the same at once: a user area mounting before the refetch keeps the choice.
      queryClient.setQueriesData<CurrentUser>({ queryKey: ['user'] }, (user) => (user ? { ...user, theme } : user));
      return { previous };
    },
    mutationFn: (theme: ThemePreference) => {
      const body: ThemeData = { theme };
      return api.post('/user-details/theme', { body });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['user'] }),
    onError: (error, _theme, context) => {
      if (context) setThemePreference(context.previous);
      handleApiError(error, t('theme.failed'));
    },
  });
}
