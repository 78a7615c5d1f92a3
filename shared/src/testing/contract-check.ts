// Checks a value against one of the contract's TypeBox schemas and says what is wrong, so the
// fake API can refuse an answer the real API could never give.
import { FormatRegistry, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

// TypeBox knows no string formats by itself (the API's Ajv does); orders carry `date-time`.
if (!FormatRegistry.Has('date-time')) {
  FormatRegistry.Set('date-time', (v) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(v));
}

/** The schema's complaints about `value` (at most five), empty when it fits. */
export function contractErrors(schema: TSchema, value: unknown): string[] {
  if (Value.Check(schema, value)) return [];
  return [...Value.Errors(schema, value)].slice(0, 5).map((e) => `${e.path || '/'} ${e.message}`);
}

/** Query strings and path parameters arrive as text: converted as the API's Ajv coerces them. */
export const coerced = (schema: TSchema, value: unknown): unknown => Value.Convert(schema, value);
