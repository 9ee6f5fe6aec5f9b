import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { contract } from '@crewcall/contract';
import { type AppRoute, type AppRouter, isAppRoute } from '@ts-rest/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { deepStrict } from './deep-strict';

/**
 * Tests only (config CHECK_RESPONSES, on in the test kit): every answer of a contract route
 * is parsed with the route's response schema before it leaves.
 *
 * Objects are checked strictly at every depth, whether or not the contract's schema says
 * `.strict()`: a key the contract does not name (a column a SQL json_build_object or a
 * spread row let through) is a mismatch, where zod's default would strip it unseen.
 *
 * Why: ts-rest's own response validation is off (it would parse every answer on the hot
 * path), and several endpoints send JSON that PostgreSQL wrote (sendJsonText, rawJson),
 * typed as the contract's type by a cast. Nothing else notices when that JSON drifts from
 * the schema the web app parses it with. With this on, every API test is also a contract
 * check. An answer that does not match is replaced by a 500 whose detail names the route and
 * the zod issues (so the test that made it fails, saying why), logged, and kept in
 * `app.answerCheckFailures` for the test kit to assert on.
 *
 * Cost when off: nothing (the hook is not installed). When on: one JSON.parse and one zod
 * parse per answer.
 */

/** A route of the contract by its dotted name ('shifts.planner'). */
export type NamedRoute = { name: string; route: AppRoute };

/** One answer that did not match its route's schema. */
export type AnswerCheckFailure = {
  route: string;
  method: string;
  url: string;
  status: number;
  problems: string[];
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers that did not match the contract (only with CHECK_RESPONSES). */
    answerCheckFailures: AnswerCheckFailure[];
  }
}

/** The contract's routes keyed by `METHOD path`, as Fastify knows them (routeOptions.url). */
export function routesByMethodAndPath(router: AppRouter = contract): Map<string, NamedRoute> {
  const routes = new Map<string, NamedRoute>();
  const walk = (node: AppRouter, prefix: string[]) => {
    for (const [key, value] of Object.entries(node)) {
      const name = [...prefix, key];
      if (isAppRoute(value)) {
        routes.set(`${value.method} ${value.path}`, { name: name.join('.'), route: value });
      } else walk(value as AppRouter, name);
    }
  };
  walk(router, []);
  return routes;
}

/**
 * Every error leaves in one of the spec's two shapes (plugins/errors.ts). A status a route
 * does not declare (413, 415 from the framework) is checked against those.
 */
const AnyErrorSchema = z.union([
  z.object({ detail: z.string(), code: z.string().optional() }).strict(),
  z.object({ non_field_errors: z.array(z.string()).optional() }).catchall(z.array(z.string())),
]);

// Duck-typed: the contract package may hold its own copy of zod.
const isZodSchema = (value: unknown): value is z.ZodTypeAny =>
  typeof (value as { safeParse?: unknown } | null)?.safeParse === 'function';

/** ts-rest's `c.otherResponse({ contentType, body })`. */
const otherResponse = (value: unknown) =>
  typeof value === 'object' && value !== null && 'contentType' in value && 'body' in value
    ? (value as { contentType: string; body: unknown })
    : undefined;

/** ts-rest's `c.noBody()` (a symbol). */
const isNoBody = (value: unknown) => typeof value === 'symbol';

const mediaType = (contentType: string | undefined) =>
  (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** Stored answers leave already compressed (events/calendar-cache.ts): read them as sent. */
const DECODERS: Record<string, (bytes: Buffer) => Buffer> = {
  gzip: gunzipSync,
  br: brotliDecompressSync,
  deflate: inflateSync,
};

function payloadText(payload: unknown, contentEncoding: string | undefined): string | undefined {
  if (payload == null) return '';
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return undefined; // a stream
  const decode = contentEncoding ? DECODERS[contentEncoding.trim().toLowerCase()] : undefined;
  if (!decode) return payload.toString();
  return decode(Buffer.isBuffer(payload) ? payload : Buffer.from(payload)).toString('utf8');
}

/**
 * Each schema as checked: strict at every depth (deep-strict.ts), so a key the contract
 * does not name is a mismatch too, not silently stripped. Built once per schema.
 */
const strictCopies = new WeakMap<z.ZodTypeAny, z.ZodTypeAny>();
function strictCopy(schema: z.ZodTypeAny) {
  let strict = strictCopies.get(schema);
  if (!strict) {
    strict = deepStrict(schema);
    strictCopies.set(schema, strict);
  }
  return strict;
}

function zodProblems(schema: z.ZodTypeAny, value: unknown): string[] {
  const parsed = strictCopy(schema).safeParse(value);
  if (parsed.success) return [];
  return parsed.error.issues.map(
    (issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`,
  );
}

/** What is wrong with an answer of `route` (empty: it matches), as Fastify is about to send it. */
export function answerProblems(
  route: AppRoute,
  answer: { status: number; contentType?: string; contentEncoding?: string; payload: unknown },
): string[] {
  const { status } = answer;
  const declared = (route.responses as Record<number, unknown>)[status];
  const text = payloadText(answer.payload, answer.contentEncoding);
  if (text === undefined) return []; // a stream: not read here (none of the JSON routes sends one)
  const type = mediaType(answer.contentType);

  if (declared === undefined) {
    if (status < 400) return [`status ${status} is not in the contract`];
    if (type !== 'application/json') return [`error answer is ${type || 'untyped'}, not JSON`];
    return jsonProblems(AnyErrorSchema, text);
  }
  if (isNoBody(declared)) return text === '' ? [] : ['an answer without a body has one'];
  const other = otherResponse(declared);
  if (other) {
    if (type !== mediaType(other.contentType))
      return [`content type ${type || '(none)'}, the contract says ${other.contentType}`];
    return isZodSchema(other.body) ? zodProblems(other.body, text) : [];
  }
  if (type !== 'application/json') return [`content type ${type || '(none)'}, not JSON`];
  return isZodSchema(declared) ? jsonProblems(declared, text) : [];
}

function jsonProblems(schema: z.ZodTypeAny, text: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return [`not valid JSON: ${(error as Error).message}`];
  }
  return zodProblems(schema, value);
}

export default fp(async function answerCheckPlugin(
  app: FastifyInstance,
  // The product's contract; its own tests hand in a small one.
  opts: { router?: AppRouter } = {},
) {
  const routes = routesByMethodAndPath(opts.router);
  const failures: AnswerCheckFailure[] = [];
  app.decorate('answerCheckFailures', failures);

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const path = request.routeOptions.url;
    const found = path ? routes.get(`${request.method} ${path}`) : undefined;
    if (!found) return payload; // not a contract route (web app, HEAD, unknown path)
    const status = reply.statusCode;
    const problems = answerProblems(found.route, {
      status,
      contentType: reply.getHeader('content-type') as string | undefined,
      contentEncoding: reply.getHeader('content-encoding') as string | undefined,
      payload,
    });
    if (problems.length === 0) return payload;

    const failure = {
      route: found.name,
      method: request.method,
      url: request.url,
      status,
      problems,
    };
    failures.push(failure);
    request.log.error({ answerCheck: failure }, 'answer does not match the contract');
    reply.code(500).header('content-type', 'application/json; charset=utf-8');
    reply.removeHeader('content-length');
    reply.removeHeader('content-encoding');
    return JSON.stringify({
      detail: `The ${status} answer of ${found.name} does not match the contract: ${problems.join('; ')}`,
    });
  });
});
