import { useMutation } from '@tanstack/react-query';
import type { SuccessfulHttpStatusCode } from '@ts-rest/core';
import { useEffect } from 'react';
import type { Api } from '@/lib/api/plain-client';

/**
 * The full contract's client, loaded by the first call, not with the page: the hello
 * page renders without the schemas and zod, which its forms need only on submit.
 */
export function loadApi(): Promise<Api> {
  return import('@/lib/api/plain-client').then((module) => module.api);
}

export type { Api };

/** The arguments of one call: `ApiArgs<Api['auth']['login']>` is `{ body: {email, password} }`. */
// biome-ignore lint/suspicious/noExplicitAny: any call of the client qualifies
export type ApiArgs<Call extends (args: any) => unknown> = Parameters<Call>[0];

type Ok<Response> = Extract<Response, { status: SuccessfulHttpStatusCode }>;

/**
 * A mutation as `tsr.<domain>.<route>.useMutation` makes it (the same arguments; a 2xx
 * answer is the data, any other is thrown for the form to read), over a client loaded on
 * demand. The client starts loading once a form using it shows, so a submit rarely waits.
 */
export function useLazyMutation<Args, Response extends { status: number }>(
  call: (api: Api, args: Args) => Promise<Response>,
  options: { onSuccess?: (response: Ok<Response>) => void } = {},
) {
  useEffect(() => {
    void loadApi().catch(() => undefined);
  }, []);
  return useMutation({
    mutationFn: async (args: Args) => {
      const response = await call(await loadApi(), args);
      if (response.status < 200 || response.status >= 300) throw response;
      return response as Ok<Response>;
    },
    onSuccess: (response) => options.onSuccess?.(response),
  });
}
