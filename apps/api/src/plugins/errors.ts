import { RequestValidationError } from '@ts-rest/fastify';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { HttpError, issuesToFieldErrors } from '@/lib/http-errors';
import { pgErrorCode } from '@/lib/postgres';
import { refuseNulCharacters } from './input-guards';

/**
 * One error handler for the whole API. Every failure leaves in the spec's shapes and
 * nothing internal (stack, SQL) ever reaches the client.
 */
const fastifyCodeAnswers: Record<string, (e: FastifyError) => [number, Record<string, unknown>]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => [
    400,
    { non_field_errors: ['The request body is not valid JSON.'] },
  ],
  FST_ERR_CTP_EMPTY_JSON_BODY: () => [400, { non_field_errors: ['The request body is empty.'] }],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => [
    415,
    { detail: 'Unsupported media type. Send application/json.' },
  ],
  FST_ERR_CTP_BODY_TOO_LARGE: () => [413, { detail: 'The request body is too large.' }],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => [
    400,
    { non_field_errors: ['Invalid Content-Length.'] },
  ],
  FST_ERR_MAX_PARAM_LENGTH: () => [414, { detail: 'The address is too long.' }],
  FST_ERR_BAD_URL: () => [400, { non_field_errors: ['The address is not valid.'] }],
  FST_ERR_VALIDATION: (e) => [400, { non_field_errors: [e.message] }],
  FST_ERR_RATE_LIMIT_EXCEEDED: () => [
    429,
    { detail: 'Request was throttled. Please try again later.' },
  ],
};

/**
 * PostgreSQL refusing a value the client sent. Routes validate first, so reaching this is
 * a missing check (logged at error level to be fixed), but the answer is still the
 * client's 400, not a 500: class 22 is "data exception", 23503/23505 a reference or
 * uniqueness lost to a concurrent write, 54000 a value too large for an index.
 */
const DATABASE_INPUT_ERRORS: Record<string, string> = {
  '22': 'A value in this request is out of range or not valid.',
  '23503': 'A referenced item does not exist (any more).',
  '23505': 'This already exists.',
  '54000': 'A value in this request is too long.',
};

function databaseInputError(error: unknown): string | undefined {
  const code = pgErrorCode(error);
  if (!code) return undefined;
  return DATABASE_INPUT_ERRORS[code] ?? DATABASE_INPUT_ERRORS[code.slice(0, 2)];
}

export function toErrorAnswer(error: unknown): [number, Record<string, unknown>] {
  if (error instanceof HttpError) return [error.statusCode, error.body];
  const databaseMessage = databaseInputError(error);
  if (databaseMessage) return [400, { non_field_errors: [databaseMessage] }];
  if (error instanceof ZodError) return [400, issuesToFieldErrors(error.issues)];
  if (error instanceof RequestValidationError) {
    // body fields keep their names; a bad query or path parameter is named the same way
    const issues = [error.pathParams, error.query, error.headers, error.body].flatMap(
      (e) => e?.issues ?? [],
    );
    return [400, issuesToFieldErrors(issues)];
  }
  const fe = error as FastifyError;
  if (fe?.code && fastifyCodeAnswers[fe.code]) return fastifyCodeAnswers[fe.code](fe);
  // JSON.parse SyntaxError surfaces with status 400 from the content parser
  if (error instanceof SyntaxError)
    return [400, { non_field_errors: ['The request body is not valid JSON.'] }];
  const status = typeof fe?.statusCode === 'number' ? fe.statusCode : 500;
  if (status === 429) return [429, { detail: 'Request was throttled. Please try again later.' }];
  if (status >= 400 && status < 500) {
    return status === 400
      ? [400, { non_field_errors: [fe.message] }]
      : [status, { detail: fe.message }];
  }
  return [500, { detail: 'A server error occurred. Please try again.' }];
}

export function handleApiError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const [status, body] = toErrorAnswer(error);
  // The error carries its stack, and for a query the SQL and its parameters; the request
  // body is never logged whole (it may hold passwords and personal data).
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else if (databaseInputError(error)) {
    request.log.error({ err: error }, 'request refused by the database: a check is missing');
  } else request.log.info({ status, code: (error as FastifyError).code }, 'request refused');
  return reply.status(status).send(body);
}

export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler(handleApiError);
    app.addHook('preValidation', refuseNulCharacters);
  },
  { name: 'errors' },
);
