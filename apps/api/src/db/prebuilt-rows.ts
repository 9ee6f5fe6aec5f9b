import { Column, is, Param, Placeholder, SQL, Subquery } from 'drizzle-orm';

/*
 * What drizzle does on every run of a prepared query, worked out once per query instead.
 *
 * drizzle maps each result row with `mapResultRow`, which asks of every field of every row
 * which kind of thing it is (`is(field, Column)`, `is(field, SQL)`…, each a walk up the
 * prototype chain) before decoding the value; filling the placeholders asks the same of
 * every parameter. In a profile of the shift planner's load (40 shifts, 20 requests, the
 * club's lookups), those `is` walks were the API's largest single item. The answers never
 * change for a built query, so they are taken once here.
 *
 * Removing it (reusableQuery handing rows to drizzle's mapResultRow again) would give the
 * same rows at about four times the row-mapping cost on postgres.js. It copies what drizzle
 * does internally: test/request-path/row-decoders.ts checks it against drizzle's own select
 * for every column type the schema uses, so a drizzle upgrade that changes decoding fails
 * there.
 */

type Decoder = { mapFromDriverValue: (value: unknown) => unknown };
type SelectedField = { path: string[]; field: unknown };

/** What a built drizzle query (PgPreparedQuery) carries that the fast path reads. */
export type BuiltQuery = {
  queryString: string;
  params: unknown[];
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: unknown;
  prepare?: boolean;
};

/** An SQL chunk's decoder (drizzle keeps it on the chunk: `sql<T>`…`.mapWith(…)`). */
type WithDecoder = { decoder: Decoder };

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field as unknown as Decoder;
  if (is(field, SQL)) return (field as unknown as WithDecoder).decoder;
  if (is(field, Subquery)) return (field as unknown as { _: { sql: WithDecoder } })._.sql.decoder;
  return (field as { sql: WithDecoder }).sql.decoder; // SQL.Aliased
}

/**
 * A row mapper equal to drizzle's for flat selections (`{ id: t.id, name: sql`…` }`):
 * one decoder per column, decided once. Nested selections (`{ shift: { id … } }`), whose
 * left-joined objects drizzle turns to null, answer undefined: drizzle maps those itself.
 */
export function flatRowMapper(query: BuiltQuery) {
  const { fields } = query;
  if (!fields || query.customResultMapper || fields.some((f) => f.path.length !== 1)) {
    return undefined;
  }
  const keys = fields.map((f) => f.path[0]);
  const decoders = fields.map((f) => decoderOf(f.field));
  return (row: unknown[]) => {
    const out: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) {
      const raw = row[i];
      out[keys[i]] = raw === null ? null : decoders[i].mapFromDriverValue(raw);
    }
    return out;
  };
}

/** drizzle's `fillPlaceholders` with each parameter's kind decided once. */
export function parameterFiller(params: unknown[]) {
  const fill = params.map((p): ((values: Record<string, unknown>) => unknown) => {
    const placeholder = is(p, Placeholder)
      ? p
      : is(p, Param) && is(p.value, Placeholder)
        ? (p.value as Placeholder)
        : undefined;
    if (!placeholder) return () => p;
    const encode = is(p, Param) ? (v: unknown) => p.encoder.mapToDriverValue(v) : undefined;
    const { name } = placeholder;
    return (values) => {
      if (!(name in values)) throw new Error(`No value for placeholder "${name}" was provided`);
      return encode ? encode(values[name]) : values[name];
    };
  });
  return (values: Record<string, unknown>) => fill.map((f) => f(values));
}
