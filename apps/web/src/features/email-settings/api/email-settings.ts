import type { EmailSettings, EmailSettingsUpdate } from '@crewcall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tsr } from '@/lib/api/client';
import { unwrap } from '@/lib/api/collections/collection-page';

export const emailSettingsKey = (uid: string) => ['email-settings', uid] as const;

/**
 * `GET /api/emailsettings/{uid}` (no login): the switches of the person the link names. A
 * 404 (a link that is not valid) is not sent to the 404 page: the page explains it.
 */
export function useEmailSettings(uid: string) {
  return useQuery({
    queryKey: emailSettingsKey(uid),
    queryFn: async ({ signal }) =>
      unwrap<EmailSettings>(
        await tsr.emailSettings.get.query({ params: { uid }, fetchOptions: { signal } }),
      ),
    enabled: uid !== '',
    retry: false,
  });
}

/** `PUT /api/emailsettings/{uid}`: one change at a time; the answer is the new state. */
export function useUpdateEmailSettings(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: EmailSettingsUpdate) =>
      unwrap<EmailSettings>(
        await tsr.emailSettings.update.mutate({ params: { uid }, body: change }),
      ),
    onSuccess: (saved) => queryClient.setQueryData(emailSettingsKey(uid), saved),
  });
}
