import { zValidator } from '@hono/zod-validator';
import type { Context, MiddlewareHandler, ValidationTargets } from 'hono';
import type { z } from 'zod';

type Issue = { path: PropertyKey[]; message: string };

/** 400 with the schema's Spanish messages, one per field, and nothing of the internals. */
export function invalidInput(c: Context, zodIssues: readonly Issue[]) {
  const issues = zodIssues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
  return c.json({ error: issues[0]?.message ?? 'La consulta no es válida.', issues }, 400);
}

export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) return invalidInput(c, result.error.issues);
  });
}

/** No body of this API nests deeper than a few levels; past this, a client is probing, and parsing would cost. */
export const MAX_JSON_DEPTH = 32;

/** How deep arrays and objects nest in a JSON text, counted without parsing it (brackets inside strings don't count). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') deepest = Math.max(deepest, ++depth);
    else if (char === ']' || char === '}') depth--;
  }
  return deepest;
}

/**
 * JSON endpoints take JSON only: another content type is 415, a body that does not parse is 400, both in Spanish.
 * Hono keeps the parsed body, so `validate('json', schema)` after this reads it without parsing again.
 */
export function requireJson(): MiddlewareHandler {
  return async (c, next) => {
    const type = c.req.header('content-type') ?? '';
    if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) {
      return c.json({ error: 'El contenido debe enviarse como JSON (application/json).' }, 415);
    }
    try {
      if (jsonDepth(await c.req.text()) > MAX_JSON_DEPTH) {
        return c.json({ error: 'El cuerpo tiene demasiados niveles anidados.' }, 400);
      }
      const body: unknown = await c.req.json();
      if (body === null || typeof body !== 'object' || Array.isArray(body)) {
        return c.json({ error: 'El cuerpo debe ser un objeto JSON.' }, 400);
      }
    } catch {
      return c.json({ error: 'El cuerpo no es un JSON válido.' }, 400);
    }
    await next();
  };
}
