import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { UPLOADED_IMAGE_PATH } from '../editor/editor-constants';

interface UploadAnswer {
  filename: string;
}

/** POST uploads (admin): the image is checked and renamed by the server; answers its public path. */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  const { filename } = await api.post<UploadAnswer>('uploads', body);
  return `${UPLOADED_IMAGE_PATH}${filename}`;
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
