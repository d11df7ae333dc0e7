/**
 * JSON bodies nested deeper than any call of ours needs are refused with 400 before anything reads
 * them (the idempotency fingerprint, the schemas, the session check): a body nested 10,000 deep
 * otherwise overflows the stack of whatever walks it recursively (docs/decisions.md "Security:
 * hostile input"). The depth is counted on the raw text, one pass, no recursion; the parse itself
 * stays Fastify's own (prototype-poisoning protection included).
 */
import type { FastifyError, FastifyInstance } from 'fastify';

/** Our deepest body (a list of rows of objects) is 4 levels; this leaves ample room. */
export const MAX_JSON_DEPTH = 32;

/** The deepest nesting of arrays and objects in a JSON text (strings and escapes skipped). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c /* \ */) i++;
      else if (ch === 0x22 /* " */) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x7b /* { */ || ch === 0x5b /* [ */) deepest = Math.max(deepest, ++depth);
    else if (ch === 0x7d /* } */ || ch === 0x5d /* ] */) depth--;
  }
  return deepest;
}

export function registerJsonDepthLimit(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepth(body as string) > MAX_JSON_DEPTH) {
      const error = new Error(`JSON nested deeper than ${MAX_JSON_DEPTH}`) as FastifyError;
      error.statusCode = 400;
      done(error, undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
