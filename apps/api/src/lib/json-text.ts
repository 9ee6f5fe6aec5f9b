import { randomBytes } from 'node:crypto';

/*
 * The API's side of answers written as JSON by PostgreSQL (db/json-rows.ts): the text is
 * sent as it is, alone or inside a larger answer. Without it that JSON would be parsed and
 * written again in the API, which is the cost json-rows.ts exists to save.
 */

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

/** JSON text to be written as it is inside an answer (see stringifyWithRaw). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** A value typed as what the contract expects there, written from `text` as it is. */
export const rawJson = <T>(text: string) => new RawJson(text) as unknown as T;

/**
 * JSON.stringify, but RawJson values are written as their text: an answer mixing a few
 * values with lists PostgreSQL already wrote as JSON is not parsed and written again.
 */
export function stringifyWithRaw(value: unknown): string {
  const raws: string[] = [];
  // Markers carry a random tag of this call: no value of the answer can hold one.
  const tag = randomBytes(9).toString('base64url');
  const json = JSON.stringify(value, (_key, v) => {
    if (!(v instanceof RawJson)) return v;
    raws.push(v.text);
    return `raw ${tag} ${raws.length - 1}`;
  });
  if (raws.length === 0) return json;
  return json.replaceAll(new RegExp(`"raw ${tag} (\\d+)"`, 'g'), (_m, index: string) => {
    return raws[Number(index)] as string;
  });
}
