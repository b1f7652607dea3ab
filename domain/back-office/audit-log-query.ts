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

/** The log's two views and everything: the changes, or the sign-ins and sign-outs (docs/product.md §6). */
export const AUDIT_VIEWS = ['cambios', 'ingresos'] as const;
export type AuditView = (typeof AUDIT_VIEWS)[number];

/** The audit log's filters, as the page keeps them in its address. Dates are days in Mendoza, both included. */
export const auditFilterSchema = z.object({
  accountId: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce.number().int().positive().optional(),
  ),
  /** Words in a person's e-mail, an action's name or code, a record's code; any case, any accents. */
  q: optionalText(100),
  view: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(AUDIT_VIEWS, { message: 'Elegí una vista de la lista.' }).optional(),
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
