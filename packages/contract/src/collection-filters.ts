/**
 * The operators of the list calls' filters: `field__op=value` (spec section 7). Which
 * apply to a field depends on its kind (the API's collections engine says which); the
 * web's filter panels offer the number comparisons.
 */
export const FILTER_OPS = ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'in', 'contains', 'isnull'] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

/** Comparisons of a number field (`in` and `isnull` apply too, but no panel offers them). */
export const NUMBER_FILTER_OPS = [
  'eq',
  'ne',
  'gt',
  'ge',
  'lt',
  'le',
] as const satisfies readonly FilterOp[];
export type NumberFilterOp = (typeof NUMBER_FILTER_OPS)[number];
