import { fieldError } from '@/lib/http-errors';

/**
 * Checks every request's decoded input once, before any route sees it, for what no route
 * can store or look up: PostgreSQL text cannot hold a NUL character (it fails the whole
 * statement), so one is refused here as a 400 on the field that carries it, whatever the
 * route (search, filters, names, registration...).
 */
export const NUL_MESSAGE = 'Remove the NUL character (\\u0000).';

const MAX_DEPTH = 20;

/** The path (`name`, `0.name`) of the first string or key holding a NUL, if any. */
export function findNul(value: unknown, path: (string | number)[] = [], depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? pathName(path) : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    const at = [...path, key];
    if (typeof key === 'string' && key.includes('\u0000')) return pathName(at);
    const found = findNul(item, at, depth + 1);
    if (found) return found;
  }
  return null;
}

const pathName = (path: (string | number)[]) =>
  path.length ? path.join('.').replaceAll('\u0000', '\\u0000') : 'non_field_errors';

/** preValidation: throws the 400 for the first NUL in params, query or body. */
export async function refuseNulCharacters(request: {
  params: unknown;
  query: unknown;
  body: unknown;
}) {
  for (const part of [request.params, request.query, request.body]) {
    const field = findNul(part);
    if (field) throw fieldError(field, NUL_MESSAGE);
  }
}
