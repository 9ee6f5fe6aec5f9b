import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tsr } from '@/lib/api/client';
import { authUserQueryKey } from '@/lib/auth/auth-query-keys';

/**
 * `POST /api/people/upload_image_self` and `DELETE /api/people/remove_image_self`: both
 * answer the auth user, which becomes the session's at once, so the top bar's avatar
 * changes with the page's. A refusal (413, 415, 400) is thrown for the field to show.
 */
function useAvatarChange<Args>(call: (args: Args) => Promise<{ status: number; body: unknown }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (args: Args) => {
      const answer = await call(args);
      if (answer.status !== 200) throw answer;
      return answer;
    },
    // The answer has the shape of GET /api/auth/user's (status, body, headers): kept as is.
    onSuccess: (answer) => queryClient.setQueryData(authUserQueryKey, answer),
  });
}

export const useUploadAvatar = () =>
  useAvatarChange((file: File) => {
    const body = new FormData();
    body.append('file', file);
    return tsr.media.uploadAvatar.mutate({ body });
  });

export const useRemoveAvatar = () => useAvatarChange(() => tsr.media.removeAvatar.mutate({}));
