import { stdSerializers } from 'pino';

/**
 * What never reaches a log line (app.ts's logger): credentials in the request's and the
 * answer's headers, and secrets under their usual names at the top of a logged object or
 * one level down (`{ body: { password } }`).
 *
 * The headers go through pino's `redact` (LOG_REDACTED_HEADERS): fixed paths under `req`
 * and `res`, which cost nothing unless a line carries one of those keys. The names go
 * through `maskSecretFields`, pino's `formatters.log`, which runs only for a line that is
 * written. Why not pino's wildcard paths (`*.password`): with one of them configured,
 * every binding of every child logger goes through the redaction too: the request id, the
 * club and the person of every request, about 1 % of a collection list's API CPU spent
 * on lines that the production log level never writes.
 */
export const LOG_REDACTED_HEADERS = [
  'req.headers.authorization',
  'req.headers["x-kiosk-auth"]',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

/** Names whose values are secrets wherever a caller puts them in a logged object. */
const SECRET_NAMES = new Set([
  'password',
  'new_password',
  'token',
  'secret',
  'refresh',
  'authorization',
]);

/** What stands in a line for a masked value (pino's own word, as for the headers). */
const REDACTED = '[Redacted]';

/**
 * `object` with the value of every secret name replaced, at its top level and one level
 * down inside plain objects and errors. Copies only what it changes (the caller's objects
 * stay as they were). An error carrying a secret is serialized here as pino would (its
 * message and stack kept); any other object (a request, a buffer) is left to its serializer.
 */
export function maskSecretFields(object: Record<string, unknown>): Record<string, unknown> {
  return replaceValues(object, (key, value) => {
    if (SECRET_NAMES.has(key)) return REDACTED;
    if (isPlainObject(value)) return maskTopLevel(value);
    if (value instanceof Error) return maskError(value);
    return value;
  });
}

const maskTopLevel = (object: Record<string, unknown>) =>
  replaceValues(object, (key, value) => (SECRET_NAMES.has(key) ? REDACTED : value));

/** `object` with each value `replace` changes, copied only when one changes. */
function replaceValues(
  object: Record<string, unknown>,
  replace: (key: string, value: unknown) => unknown,
): Record<string, unknown> {
  let copy: Record<string, unknown> | null = null;
  for (const key of Object.keys(object)) {
    const value = object[key];
    const replacement = replace(key, value);
    if (replacement === value) continue;
    copy ??= { ...object };
    copy[key] = replacement;
  }
  return copy ?? object;
}

function maskError(error: Error): unknown {
  const carried = error as unknown as Record<string, unknown>;
  if (!Object.keys(carried).some((key) => SECRET_NAMES.has(key))) return error;
  return maskTopLevel(stdSerializers.err(error) as unknown as Record<string, unknown>);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
