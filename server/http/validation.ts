import { zValidator } from '@hono/zod-validator';
import type { Context, ValidationTargets } from 'hono';
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
