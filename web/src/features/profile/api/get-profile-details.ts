import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ProfileDetails {
  name: string;
  email: string;
  image: string | null;
  detail: { phone: string };
}

export interface ProfileDetailsResponse {
  item: ProfileDetails;
}

export const profileDetailsQueryKey = ['user-details'] as const;

/** GET user-details: the caller's own name, e-mail and phone. */
export function useProfileDetails() {
  return useQuery({
    queryKey: profileDetailsQueryKey,
    queryFn: async () => (await api.get<ProfileDetailsResponse>('user-details')).item,
  });
}
