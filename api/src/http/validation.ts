// Request validation with the shared TypeBox schemas. Query strings and path
// parameters arrive as text, so they are converted to the schema's types;
// bodies are JSON already, so a wrong type there is an error, not a coercion.
// Unknown fields are dropped rather than refused, so an extra cache-busting
// query parameter or form field never breaks a call.
import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { Value } from '@sinclair/typebox/value';
import type { FastifyInstance } from 'fastify';

const INTEGER = /^-?\d{1,15}$/;
const NUMBER = /^-?\d{1,15}(\.\d+)?$/;

/**
 * Query strings and path parameters are flat: convert only the text that is
 * exactly a number, so '1.5' or '1abc' stay text and fail an integer check.
 */
function convertFlat(schema: TSchema, value: Record<string, unknown>): Record<string, unknown> {
  const properties = (schema as { properties?: Record<string, { type?: string }> }).properties ?? {};
  const out: Record<string, unknown> = { ...value };
  for (const [key, raw] of Object.entries(value)) {
    const type = properties[key]?.type;
    if (typeof raw !== 'string') continue;
    if (type === 'integer' && INTEGER.test(raw)) out[key] = Number(raw);
    else if (type === 'number' && NUMBER.test(raw)) out[key] = Number(raw);
    else if (type === 'boolean' && (raw === 'true' || raw === 'false')) out[key] = raw === 'true';
  }
  return out;
}

export function installValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const typed = schema as TSchema;
    const check = TypeCompiler.Compile(typed);
    const convert = httpPart !== 'body';
    return (data: unknown) => {
      let value = data;
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        // The parsed body and query belong to this request alone, so cleaning them in place is safe.
        value = Value.Clean(typed, value);
        if (convert) value = convertFlat(typed, value as Record<string, unknown>);
      }
      if (check.Check(value)) return { value };
      const first = check.Errors(value).First();
      const where = first?.path ? first.path.replace(/^\//, '').replace(/\//g, '.') : 'value';
      return { error: new Error(`${where}: ${first?.message ?? 'is not valid'}`) };
    };
  });
}
