import { collectionInputSchemas } from '@crewcall/contract';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { contractRoutes } from './fuzz/contract-routes';

/**
 * Every number a client may send is bounded in the contract, below and above. An id
 * past 2^31 - 1 that got through used to reach PostgreSQL, which refused it with an
 * out-of-range error logged at error level with its SQL (PUT /api/people): a bound in
 * the contract answers the field's 400 before any SQL runs.
 */

/** Paths (`<route> <part>.<field>`) of numbers without both a lower and an upper bound. */
function unboundedNumbers(schema: z.ZodTypeAny, path: string, seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  // biome-ignore lint/suspicious/noExplicitAny: zod's internal definitions are untyped here
  const def = schema._def as any;
  const inner = (s: z.ZodTypeAny, p = path) => unboundedNumbers(s, p, seen);
  switch (def.typeName) {
    case 'ZodNumber': {
      const kinds = new Set(def.checks.map((check: { kind: string }) => check.kind));
      return kinds.has('min') && kinds.has('max') ? [] : [path];
    }
    case 'ZodBigInt':
      return [path];
    case 'ZodObject':
      return [
        ...Object.entries(def.shape() as Record<string, z.ZodTypeAny>).flatMap(([key, value]) =>
          inner(value, `${path}.${key}`),
        ),
        ...(def.catchall && def.catchall._def.typeName !== 'ZodNever'
          ? inner(def.catchall, `${path}.*`)
          : []),
      ];
    case 'ZodArray':
      return inner(def.type, `${path}[]`);
    case 'ZodRecord':
      return inner(def.valueType, `${path}{}`);
    case 'ZodTuple':
      return def.items.flatMap((item: z.ZodTypeAny, i: number) => inner(item, `${path}[${i}]`));
    case 'ZodUnion':
    case 'ZodDiscriminatedUnion':
      return [...def.options.values()].flatMap((option: z.ZodTypeAny) => inner(option));
    case 'ZodIntersection':
      return [...inner(def.left), ...inner(def.right)];
    case 'ZodOptional':
    case 'ZodNullable':
    case 'ZodDefault':
    case 'ZodCatch':
    case 'ZodReadonly':
    case 'ZodBranded':
      return inner(def.innerType ?? def.type);
    case 'ZodEffects':
      return inner(def.schema);
    case 'ZodPipeline':
      return [...inner(def.in), ...inner(def.out)];
    case 'ZodLazy':
      return inner(def.getter());
    default:
      return [];
  }
}

/**
 * The generic collection list takes its paging and filters as text and bounds them itself
 * (collections-engine/list-params.ts: limit, offset; filters.ts: ids within INT4); its
 * contract query only lets any key through to that parser.
 */
const PARSED_BY_THE_ENGINE = /^collections\.(list|detail) query\.(limit|offset|\*)$/;

describe('numbers in requests', () => {
  it('every number in a route body, query or path is bounded in the contract', () => {
    const found = contractRoutes.flatMap(({ name, route }) =>
      (['body', 'query', 'pathParams'] as const).flatMap((part) => {
        const schema = (route as Record<string, unknown>)[part] as z.ZodTypeAny | undefined;
        return schema?._def ? unboundedNumbers(schema, `${name} ${part}`) : [];
      }),
    );
    expect(found.filter((path) => !PARSED_BY_THE_ENGINE.test(path))).toEqual([]);
  });

  it("every number in a collection's input is bounded", () => {
    const found = Object.entries(collectionInputSchemas).flatMap(([name, schema]) =>
      unboundedNumbers(schema as z.ZodTypeAny, `collection ${name}`),
    );
    expect(found).toEqual([]);
  });

  it('the walk finds an unbounded number (it can fail)', async () => {
    const { z } = await import('zod');
    const schema = z.object({ ids: z.array(z.number().int().positive()), n: z.number().max(3) });
    expect(unboundedNumbers(schema, 'x')).toEqual(['x.ids[]', 'x.n']);
  });
});
