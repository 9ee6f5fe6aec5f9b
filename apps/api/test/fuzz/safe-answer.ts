import { expect } from 'vitest';

/**
 * What every answer of the API must be, whatever was asked: below 500, and when it is an
 * error, in the spec's shape ({detail} or {field: [messages]}) with nothing internal in it.
 */

/** Text that only an internal failure writes: a stack frame, a query, a driver name. */
export const LEAK_PATTERN =
  /Failed query|DrizzleQueryError|PostgresError|node_modules|\n\s+at |\bat [\w.<>]+ \(|\.ts:\d+:\d+|params: \d/;

/** Messages of the error handler's database safety net: reaching it means a check is missing. */
export const DATABASE_SAFETY_NET =
  /out of range or not valid|referenced item does not exist|This already exists\.|too long\./;

export type Answer = { statusCode: number; body: string; headers: Record<string, unknown> };

export function assertSafeAnswer(answer: Answer, label: string) {
  const context = `${label} → ${answer.statusCode} ${answer.body.slice(0, 500)}`;
  expect(answer.statusCode, context).toBeLessThan(500);
  expect(answer.body, context).not.toMatch(LEAK_PATTERN);
  if (answer.statusCode >= 400) {
    const body = JSON.parse(answer.body) as Record<string, unknown>;
    expect(isSpecErrorShape(body), context).toBe(true);
  }
}

/** `{detail: string, code?}` or `{field: [string...], non_field_errors?: [...]}`. */
export function isSpecErrorShape(body: unknown): boolean {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const entries = Object.entries(body);
  if (typeof (body as { detail?: unknown }).detail === 'string') {
    return entries.every(([k, v]) => k === 'detail' || (k === 'code' && typeof v === 'string'));
  }
  return (
    entries.length > 0 &&
    entries.every(([, v]) => Array.isArray(v) && v.every((m) => typeof m === 'string'))
  );
}
