import { z } from 'zod';

/**
 * A copy of `schema` in which every plain object refuses keys it does not declare, however
 * deep. The contract's answer schemas mostly strip unknown keys (zod's default), so an
 * answer carrying a column the contract does not name (written by a SQL json_build_object
 * or a spread row) passes them silently: this finds those. Objects that declare a catchall
 * or passthrough keep it.
 */
export function deepStrict(schema: z.ZodTypeAny): z.ZodTypeAny {
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(
      Object.entries(schema.shape as z.ZodRawShape).map(([key, value]) => [key, deepStrict(value)]),
    );
    const object = z.object(shape);
    const catchall = schema._def.catchall;
    if (!(catchall instanceof z.ZodNever)) return object.catchall(deepStrict(catchall));
    return schema._def.unknownKeys === 'passthrough' ? object.passthrough() : object.strict();
  }
  if (schema instanceof z.ZodArray) return z.array(deepStrict(schema.element));
  if (schema instanceof z.ZodRecord)
    return z.record(schema.keySchema, deepStrict(schema.valueSchema));
  if (schema instanceof z.ZodNullable) return deepStrict(schema.unwrap()).nullable();
  if (schema instanceof z.ZodOptional) return deepStrict(schema.unwrap()).optional();
  if (schema instanceof z.ZodDefault) return deepStrict(schema.removeDefault());
  if (schema instanceof z.ZodUnion)
    return z.union(schema.options.map(deepStrict) as [z.ZodTypeAny, z.ZodTypeAny]);
  if (schema instanceof z.ZodDiscriminatedUnion)
    return z.union(schema.options.map(deepStrict) as [z.ZodTypeAny, z.ZodTypeAny]);
  if (schema instanceof z.ZodIntersection)
    return z.intersection(deepStrict(schema._def.left), deepStrict(schema._def.right));
  if (schema instanceof z.ZodEffects) return deepStrict(schema.innerType());
  if (schema instanceof z.ZodLazy) return z.lazy(() => deepStrict(schema.schema));
  return schema;
}
