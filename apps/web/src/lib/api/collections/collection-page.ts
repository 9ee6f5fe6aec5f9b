import type { CollectionResults } from '@crewcall/contract';
import { isApiErrorResponse } from '@/lib/api/api-errors';

/** A page of a collection: rows in the server's order, the count, and side-loaded rows. */
export interface CollectionPage<Row> {
  rows: Row[];
  count: number;
  /** Every collection of the answer by name, then id (expanded rows live here). */
  related: CollectionResults['results'];
}

/** Rows of `name` in the order of `ids` (an object keyed by id has no order). */
export function toCollectionPage<Row>(body: CollectionResults, name: string): CollectionPage<Row> {
  const byId = body.results[name] ?? {};
  const rows = body.ids
    .map((id) => byId[String(id)])
    .filter((row): row is Record<string, unknown> => row !== undefined) as Row[];
  return { rows, count: body.count, related: body.results };
}

/** A related row's field, e.g. the name of a role's role group (`expand=rolegroups`). */
export function relatedField(
  related: CollectionResults['results'] | undefined,
  collection: string,
  id: unknown,
  field = 'name',
): string {
  if (id === null || id === undefined) return '';
  const value = related?.[collection]?.[String(id)]?.[field];
  return typeof value === 'string' ? value : '';
}

/**
 * A ts-rest answer as TanStack Query wants it: the body of a success, or thrown (the API
 * client has already shown the error; forms read 400 bodies from what is thrown).
 */
export function unwrap<T>(answer: { status: number; body: unknown }, ok = 200): T {
  if (answer.status !== ok) {
    if (isApiErrorResponse(answer)) throw answer;
    throw new Error('Unexpected answer from the server.');
  }
  return answer.body as T;
}

/**
 * Errors of a written item come back keyed by index and field (`{"0.name": [...]}`); a
 * one-item form wants them by field.
 */
export function itemErrorBody(error: unknown): unknown {
  if (!isApiErrorResponse(error) || typeof error.body !== 'object' || error.body === null) {
    return error;
  }
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error.body)) {
    body[key.replace(/^\d+\./, '')] = value;
  }
  return { ...error, body };
}
