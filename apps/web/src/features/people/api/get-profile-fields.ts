import { useCollectionList } from '@/lib/api/collections/get-collection-list';

export type ProfileField = { id: number; display_name: string };

/** The club's profile fields (`GET /api/profilefields/`), for mapping import columns. */
export function useProfileFields() {
  return useCollectionList<ProfileField>('profilefields', { limit: 'all' });
}
