import { z } from 'zod';
import { isoDaySchema } from './list-query-schemas';

const day = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  isoDaySchema('Ingresá una fecha válida.').optional(),
);

const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined),
    z.string().max(max, 'Es demasiado largo.').optional(),
  );

/** The audit log's filters, as the page keeps them in its address. Dates are days in Mendoza, both included. */
export const auditFilterSchema = z.object({
  accountId: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce.number().int().positive().optional(),
  ),
  action: optionalText(100),
  subjectType: optionalText(60),
  subjectId: optionalText(100),
  from: day,
  to: day,
  page: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce.number().int().min(1).max(100_000).default(1),
  ),
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;
