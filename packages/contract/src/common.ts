import { z } from 'zod';

/** 400: field errors keyed by field name, plus form-level errors. */
export const ValidationErrorSchema = z
  .object({ non_field_errors: z.array(z.string()).optional() })
  .catchall(z.array(z.string()));
export type ValidationError = z.infer<typeof ValidationErrorSchema>;

/** 401/403/404/429/500/503: a human message; `code` names the token fault on 401. */
export const DetailErrorSchema = z.object({ detail: z.string(), code: z.string().optional() });
export type DetailError = z.infer<typeof DetailErrorSchema>;

/** The error answers every call can give; spread into each route's `responses`. */
export const commonErrorResponses = {
  400: ValidationErrorSchema,
  401: DetailErrorSchema,
  403: DetailErrorSchema,
  404: DetailErrorSchema,
  429: DetailErrorSchema,
  500: DetailErrorSchema,
} as const;

/**
 * The answer of every collection call (spec section 7): rows keyed by collection name and
 * then by id (the main collection and any side-loaded with `expand`), `count` of all
 * matches, and `ids`, the page's ids in sort order (an object keyed by id has no order).
 */
export const CollectionResultsSchema = z.object({
  results: z.record(z.string(), z.record(z.string(), z.record(z.string(), z.unknown()))),
  count: z.number().int(),
  ids: z.array(z.number().int()),
});
export type CollectionResults = z.infer<typeof CollectionResultsSchema>;

/** Codes carried by 401 answers where a token is at fault; the client logs out on any. */
export const TOKEN_ERROR_CODES = [
  'token_not_valid',
  'token_expired',
  'wrong_organisation',
  'user_inactive',
] as const;

export { PRODUCT_VERSION } from './version';

/**
 * The spec's wording for a missing value is 'Required.' (with the full stop) everywhere:
 * server validation and client forms share this map.
 */
const requiredErrorMap: z.ZodErrorMap = (issue, ctx) => {
  if (issue.code === z.ZodIssueCode.invalid_type && issue.received === 'undefined')
    return { message: 'Required.' };
  return { message: ctx.defaultError };
};
z.setErrorMap(requiredErrorMap);
