import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { uploadUrl } from '@/lib/uploads';


/** POST uploads (admin): the image is checked and renamed by the server; answers its public path. */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  const { filename } = await api.post('/uploads', { body });
  return uploadUrl('images', filename);
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
