// A form's urlencoded body, parsed in one route plugin's scope (docs/api.md#form-posts): the first
// value of each field the form has, nothing else (the body is bounded by the API's bodyLimit before
// it is parsed), so a schema sees what the page's form can send.
import type { FastifyInstance } from 'fastify';

export const FORM_TYPE = 'application/x-www-form-urlencoded';

export function parseFormFields(scope: FastifyInstance, names: readonly string[]): void {
  scope.addContentTypeParser(FORM_TYPE, { parseAs: 'string' }, (_request, body, done) => {
    const params = new URLSearchParams(body as string);
    const fields: Record<string, string> = {};
    for (const name of names) {
      const value = params.get(name);
      if (value !== null) fields[name] = value;
    }
    done(null, fields);
  });
}
