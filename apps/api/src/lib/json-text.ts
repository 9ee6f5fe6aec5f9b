/**
 * Hands JSON text that is already written (by PostgreSQL, see db/json-rows.ts) to ts-rest
 * as the body: with the JSON content type set, Fastify sends a string as it is instead of
 * serialising it again. Typed as the object the contract expects.
 */
export function sendJsonText<T>(
  reply: { header: (name: string, value: string) => unknown },
  text: string,
): T {
  reply.header('content-type', 'application/json; charset=utf-8');
  return text as unknown as T;
}
