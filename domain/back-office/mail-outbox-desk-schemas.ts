import { z } from 'zod';

/** The largest id the outbox's serial column holds. */
const MAX_ID = 2_147_483_647;

const UNKNOWN_RETRY = 'No reconocemos esa acción. Recargá la página.';
const BAD_ID = 'Ese no es un correo de la lista: elegí «Reintentar» en uno de los fallidos.';

/**
 * The outbox page's retry buttons (domain/back-office/mail-outbox-desk.ts): one failed message by its id, or every
 * failed one.
 */
export const mailRetrySchema = z.discriminatedUnion(
  'intent',
  [
    z.object({
      intent: z.literal('retry'),
      id: z
        .string({ error: BAD_ID })
        .trim()
        .regex(/^\d{1,10}$/, BAD_ID)
        .transform(Number)
        .refine((id) => id >= 1 && id <= MAX_ID, BAD_ID),
    }),
    z.object({ intent: z.literal('retry_all') }),
  ],
  { error: UNKNOWN_RETRY },
);
export type MailRetryInput = z.infer<typeof mailRetrySchema>;
