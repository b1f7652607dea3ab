import { z } from 'zod';
import { OPERATION_NOT_FOUND_MESSAGE } from './operation';
import { PAYMENT_METHODS } from './payment';

const operationCode = z
  .string({ error: OPERATION_NOT_FOUND_MESSAGE })
  .trim()
  .min(1, OPERATION_NOT_FOUND_MESSAGE)
  .max(64, OPERATION_NOT_FOUND_MESSAGE);

/** POST /api/v2/territorio/dealership/payment/start: hold the unit and open the payment. */
export const paymentStartSchema = z.object({ code: operationCode });

/**
 * POST /api/v2/territorio/dealership/mp (docs/product.md §7 "payment id"): what the payment frame produced. The amount is never
 * read: the deposit comes from the database (docs/product.md §D1).
 */
export const paymentCreateSchema = z.object({
  code: operationCode,
  token: z
    .string({ error: 'Falta el token de la tarjeta.' })
    .trim()
    .min(1, 'Falta el token de la tarjeta.')
    .max(200),
  payment_method_id: z.enum(
    PAYMENT_METHODS.map((method) => method.id),
    { error: 'Aceptamos Visa, MasterCard o Naranja.' },
  ),
  installments: z.coerce
    .number({ error: 'Elegí 1, 2 o 3 cuotas.' })
    .int('Elegí 1, 2 o 3 cuotas.')
    .min(1, 'Elegí 1, 2 o 3 cuotas.')
    .max(3, 'Elegí 1, 2 o 3 cuotas.'),
  issuer_id: z.union([z.string(), z.number()]).transform(String).optional(),
});
export type PaymentCreateInput = z.output<typeof paymentCreateSchema>;

/** POST /api/payments/sandbox/card-tokens: the sandbox's stand-in for a gateway's card tokenization. */
export const sandboxCardSchema = z.object({
  holder: z
    .string({ error: 'Ingresá el nombre del titular.' })
    .trim()
    .min(1, 'Ingresá el nombre del titular.')
    .max(80),
  number: z
    .string({ error: 'Ingresá el número de la tarjeta.' })
    .transform((value) => value.replace(/\D/g, ''))
    .pipe(
      z
        .string()
        .min(13, 'El número de la tarjeta no es válido.')
        .max(19, 'El número de la tarjeta no es válido.'),
    ),
});

/** POST /api/payments/sandbox/…/settle: what a processor later decides of a pending payment. */
export const sandboxSettleSchema = z.object({ status: z.enum(['approved', 'rejected']) });

/** The right to cancel (docs/product.md §D6): the operation code and the e-mail it was started with. */
export const cancellationSchema = z.object({
  code: operationCode,
  email: z
    .string({ error: 'Ingresá el e-mail con el que hiciste la reserva.' })
    .trim()
    .min(1, 'Ingresá el e-mail con el que hiciste la reserva.')
    .max(254, 'Ingresá un e-mail válido.')
    .pipe(z.email('Ingresá un e-mail válido.')),
});

export type CancellationInput = z.output<typeof cancellationSchema>;

/**
 * The code and e-mail a buyer typed, checked: the data, or the first problem's message and the field it points at.
 * Every form that asks for both (the Botón de arrepentimiento, "Mi reserva") answers a bad one the same way.
 */
export function parseCodeAndEmail(
  input: unknown,
): { ok: true; data: CancellationInput } | { ok: false; message: string; field: 'code' | 'email' } {
  const parsed = cancellationSchema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    message: issue?.message ?? OPERATION_NOT_FOUND_MESSAGE,
    field: issue?.path[0] === 'email' ? 'email' : 'code',
  };
}
