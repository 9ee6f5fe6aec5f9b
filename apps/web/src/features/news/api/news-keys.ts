import { collectionKeys } from '@/lib/api/collections/collection-keys';

/**
 * The news feature's reads sit under the news collection's key, so a news item written
 * through the generic calls (the admins' news screen) refreshes the dashboard's card too.
 */
export const newsKeys = {
  dashboard: () => [...collectionKeys.all('news'), 'dashboard'] as const,
};
