import { z } from 'zod';
import { readRanges } from './branch-agenda';
import { isoDaySchema } from './list-query-schemas';

/**
 * /admin/agenda's address: the branch and any day of the week; both optional (the first branch, this week). With
 * `vista=dia`, only that day (`semana` names it).
 */
export const agendaQuerySchema = z.object({
  vista: z.enum(['dia', 'semana'], { error: 'La vista es «dia» o «semana».' }).optional(),
  sucursal: z
    .string()
    .regex(/^\d{1,9}$/, 'Elegí una sucursal de la lista.')
    .transform(Number)
    .optional(),
  semana: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'La semana es un día con el formato AAAA-MM-DD.')
    .pipe(isoDaySchema('Esa fecha no existe.'))
    .optional(),
});

/** A day's hours as the Sitio form types them ("9 a 13 y 16 a 20", empty for closed). */
export const dayRangesSchema = z
  .string()
  .max(80, 'Las horas de un día pueden tener hasta 80 caracteres.')
  .transform((value, context) => {
    const ranges = readRanges(value);
    if (ranges === null) {
      context.addIssue({
        code: 'custom',
        message: 'Escribí las horas como «9 a 13 y 16 a 20» (vacío si ese día no abre).',
      });
      return z.NEVER;
    }
    return ranges;
  });

/** The branch's closures, one a line: "2026-12-24 Inventario". */
export const closureDaysSchema = z
  .string()
  .max(4000, 'La lista de cierres es demasiado larga.')
  .transform((value, context) => {
    const days: { date: string; reason: string }[] = [];
    for (const line of value.split(/\r?\n/)) {
      const trimmed = line.trim();
      if (trimmed === '') continue;
      const match = /^(\d{4}-\d{2}-\d{2})\s+(.{2,80})$/.exec(trimmed);
      if (!match || !isoDaySchema('').safeParse(match[1]).success) {
        context.addIssue({
          code: 'custom',
          message: `Escribí cada cierre como «2026-12-24 Inventario»: no entendimos «${trimmed.slice(0, 40)}».`,
        });
        return z.NEVER;
      }
      days.push({ date: match[1] ?? '', reason: (match[2] ?? '').trim() });
    }
    return days.sort((a, b) => a.date.localeCompare(b.date));
  });
