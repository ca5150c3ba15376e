import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { handleApiError } from '@/lib/handle-api-error';

/** POST upload (multipart `image`): the signed-in user's photo, then the user is loaded again. */
export function useUploadPhoto() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('dashboard');
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('image', file);
      return api.post('/upload', { body });
    },
    // The 'user' prefix covers the current user's query whatever its uid.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user'] }),
    onError: (error) => handleApiError(error, t('account.photoFailed')),
  });
}
