import { COLLECTION_NAMES, collectionInputSchemas, collectionRowSchemas } from '@crewcall/contract';
import fc from 'fast-check';
import { z } from 'zod';

/**
 * Values a careless or hostile client sends: wrong types, huge and odd strings, unicode,
 * NUL, boundary numbers. Shaped values follow a zod schema loosely (the right keys, often
 * the right kind of leaf), so requests get past the first check and reach the code behind.
 */

const BOUNDARY_NUMBERS = [
  0,
  -1,
  1,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  -(2 ** 53),
  2 ** 53 + 2,
  1.5,
  -0.5,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

const ODD_STRINGS = [
  '',
  ' ',
  '   \t\n',
  'null',
  'undefined',
  'true',
  'false',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e999',
  '0x1F',
  '00012',
  '2147483648',
  '9007199254740993',
  '-1',
  '1.5',
  '\u0000',
  'a\u0000b',
  'name\u0000',
  '\uFEFF',
  '\u202Eevil',
  '😀🎉',
  '\uD800',
  'Ωmega ß İ ǅ',
  'ﷺ',
  '𝕏'.repeat(50),
  'x'.repeat(5000),
  'y'.repeat(201),
  'é'.repeat(300),
  '0000-01-01',
  '9999-12-31',
  '10000-01-01',
  '2024-02-30',
  '2024-13-01',
  '2024-05-01T25:61Z',
  '0001-01-01T00:00:00-14:00',
  '9999-12-31T23:59:59+14:00',
  '9999-12-31T23:59:59-14:00',
  "' or 1=1 --",
  '"; drop table people; --',
  '%',
  '_',
  '\\',
  '%%__\\\\',
  '*',
  '?',
  '#',
  '&',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  'toString',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '$' + '{7*7}',
  '{{7*7}}',
  'a,b,,c',
  ',,,',
  '-',
  '--id',
  '-name,name',
  'roles',
  'people',
  'x@y.test',
  'admin',
  'new',
  'user',
  'https://a.test/x',
  'ftp:nope',
  '+4412345678',
  '+0',
  '#01579B',
  '#zzz',
  '1,2,3',
  '1,2147483648',
  '2024-05-01',
  '-order,name',
];

export const oddString = fc.constantFrom(...ODD_STRINGS);
export const anyString = fc.oneof(
  { weight: 3, arbitrary: oddString },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
);
export const anyNumber = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...BOUNDARY_NUMBERS) },
  { weight: 2, arbitrary: fc.integer({ min: -5, max: 50 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
);

/** Anything JSON can carry, kept small. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: anyString },
  { weight: 3, arbitrary: anyNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(
      fc.oneof(oddString, fc.string({ maxLength: 8 })),
      fc.jsonValue({ maxDepth: 1 }),
      {
        maxKeys: 4,
      },
    ),
  },
);

/** A leaf that is usually of the kind the schema asks for, sometimes junk. */
const leaf = (usual: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 4, arbitrary: usual }, { weight: 1, arbitrary: junk });

/** A value shaped loosely like `schema`. */
export function shapedLike(schema: z.ZodTypeAny, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return junk;
  const def = schema._def as { typeName?: string } & Record<string, unknown>;
  switch (def.typeName) {
    case 'ZodString':
      return leaf(anyString);
    case 'ZodNumber':
      return leaf(anyNumber);
    case 'ZodBoolean':
      return leaf(fc.boolean());
    case 'ZodEnum':
      return leaf(fc.constantFrom(...(def.values as string[])));
    case 'ZodLiteral':
      return leaf(fc.constant(def.value));
    case 'ZodOptional':
    case 'ZodNullable':
      return fc.oneof(
        { weight: 4, arbitrary: shapedLike(def.innerType as z.ZodTypeAny, depth) },
        { weight: 1, arbitrary: fc.constantFrom(null, undefined) },
      );
    case 'ZodDefault':
    case 'ZodCatch':
    case 'ZodReadonly':
      return shapedLike(def.innerType as z.ZodTypeAny, depth);
    case 'ZodEffects':
      return shapedLike(def.schema as z.ZodTypeAny, depth);
    case 'ZodBranded':
      return shapedLike(def.type as z.ZodTypeAny, depth);
    case 'ZodPipeline':
      return shapedLike(def.in as z.ZodTypeAny, depth);
    case 'ZodLazy':
      return shapedLike((def.getter as () => z.ZodTypeAny)(), depth);
    case 'ZodUnion':
    case 'ZodDiscriminatedUnion': {
      const options = [...(def.options as Iterable<z.ZodTypeAny>)];
      return fc.oneof(...options.map((o) => shapedLike(o, depth + 1)));
    }
    case 'ZodArray':
      return leaf(fc.array(shapedLike(def.type as z.ZodTypeAny, depth + 1), { maxLength: 3 }));
    case 'ZodObject':
      return leaf(objectShapedLike((schema as z.AnyZodObject).shape, depth));
    case 'ZodRecord':
      return leaf(
        fc.dictionary(
          fc.string({ maxLength: 10 }),
          shapedLike(def.valueType as z.ZodTypeAny, depth + 1),
          {
            maxKeys: 3,
          },
        ),
      );
    default:
      return junk;
  }
}

/** The shape's keys, each present or not, plus now and then a key nobody asked for. */
function objectShapedLike(shape: z.ZodRawShape, depth: number) {
  const fields = Object.fromEntries(
    Object.entries(shape).map(([key, value]) => [key, shapedLike(value, depth + 1)]),
  );
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.option(
        fc.dictionary(fc.oneof(oddString, fc.string({ maxLength: 8 })), junk, { maxKeys: 2 }),
        {
          freq: 4,
        },
      ),
    )
    .map(([known, unknown]) => ({ ...(unknown ?? {}), ...known }));
}

/** A collection name: usually a real one, sometimes not. */
export const collectionName = fc.oneof(
  { weight: 9, arbitrary: fc.constantFrom(...COLLECTION_NAMES) },
  { weight: 1, arbitrary: anyString },
);

/** An item to POST or PUT to `collection`: that collection's input shape when it has one. */
export function collectionItem(collection: string, withId: boolean): fc.Arbitrary<unknown> {
  // own keys only: a fuzzed collection name may well be 'constructor'
  const input = Object.hasOwn(collectionInputSchemas, collection)
    ? (collectionInputSchemas as Record<string, z.AnyZodObject>)[collection]
    : undefined;
  const base = input ?? z.object({ name: z.string() });
  return shapedLike(withId ? base.extend({ id: z.number() }) : base);
}

/** An id as it appears in a path: digits mostly, boundary values, or anything. */
export const pathId = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 30 }).map(String) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '0',
      '2147483647',
      '2147483648',
      '9007199254740993',
      '99999999999999999999',
    ),
  },
  { weight: 1, arbitrary: anyString },
);

/** Every field any collection answers: the filters of tomorrow's fields are fuzzed too. */
const FILTER_FIELDS = [
  ...new Set(Object.values(collectionRowSchemas).flatMap((schema) => Object.keys(schema.shape))),
];

/** Query strings: list parameters, filters (`field__op`), odd keys, repeated keys. */
const queryKey = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom('search', 'limit', 'offset', 'sort', 'expand', 'visibleOnly'),
  },
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        fc.constantFrom(...FILTER_FIELDS),
        fc.constantFrom(
          '',
          '__eq',
          '__ne',
          '__gt',
          '__ge',
          '__lt',
          '__le',
          '__in',
          '__contains',
          '__isnull',
          '__xx',
          '__eq__eq',
        ),
      )
      .map(([field, op]) => field + op),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'constructor',
      'hasOwnProperty',
      '__proto__',
      'toString',
      'valueOf',
      'a[b]',
      'a[]',
      '',
      ' ',
      'a.b',
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

/** encodeURIComponent throws on a lone surrogate: send U+FFFD in its place, as a browser would. */
export const encode = (value: string) =>
  encodeURIComponent(
    value.replace(
      /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
      '\uFFFD',
    ),
  );

export const queryString = fc
  .array(fc.tuple(queryKey, anyString), { maxLength: 5 })
  .map((pairs) => pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&'));
