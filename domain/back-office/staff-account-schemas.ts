import { z } from 'zod';
import { BRANDS } from '../catalogue/brands';
import { fieldErrorsOf } from '../shared/field-errors';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../shared/field-limits';
import { hasControlCharacters } from '../shared/text';
import { STAFF_ROLES, type StaffRole } from './staff';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SIGN_IN_REFUSED,
  type StaffResult,
} from './staff-accounts';

/**
 * The schemas of the back office's own forms (domain/back-office/staff-accounts.ts), apart from it so that the pages' own code,
 * which needs its paths, labels and messages, does not ship zod (docs/decisions/0011). The pages' loaders and actions
 * and the server validate with these.
 */

const email = z
  .string({ error: 'Ingresá el e-mail.' })
  .trim()
  .min(1, { message: 'Ingresá el e-mail.', abort: true })
  .max(EMAIL_MAX_LENGTH, { message: 'Ingresá un e-mail válido.', abort: true })
  .pipe(z.email('Ingresá un e-mail válido.'))
  .transform((value) => value.toLowerCase());

export const signInSchema = z.object({
  email,
  password: z
    .string({ error: 'Ingresá tu contraseña.' })
    .min(1, 'Ingresá tu contraseña.')
    // A longer one cannot be anyone's: refused before it is hashed.
    .max(PASSWORD_MAX_LENGTH, SIGN_IN_REFUSED),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const resetRequestSchema = z.object({ email });

export const newPasswordSchema = z
  .object({
    password: z
      .string({ error: 'Ingresá la contraseña nueva.' })
      .min(1, { message: 'Ingresá la contraseña nueva.', abort: true })
      .min(PASSWORD_MIN_LENGTH, {
        message: `La contraseña tiene que tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`,
        abort: true,
      })
      .max(PASSWORD_MAX_LENGTH, `La contraseña puede tener hasta ${PASSWORD_MAX_LENGTH} caracteres.`),
    confirmation: z.string({ error: 'Repetí la contraseña.' }).min(1, 'Repetí la contraseña.'),
  })
  .refine((value) => value.password === value.confirmation, {
    path: ['confirmation'],
    message: 'Las dos contraseñas no coinciden.',
  });

const personName = z
  .string({ error: 'Ingresá el nombre.' })
  .trim()
  .min(2, { message: 'Ingresá el nombre.', abort: true })
  .max(NAME_MAX_LENGTH, {
    message: `El nombre puede tener hasta ${NAME_MAX_LENGTH} caracteres.`,
    abort: true,
  })
  .refine((value) => !hasControlCharacters(value), 'Ingresá un nombre válido.');

const STAFF_BRAND_IDS: readonly number[] = BRANDS.map((brand) => brand.id);

const brandIds = z
  .array(z.coerce.number().int(), { error: 'Elegí marcas de la lista.' })
  .default([])
  .refine((ids) => ids.every((id) => STAFF_BRAND_IDS.includes(id)), 'Elegí marcas de la lista.')
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

/** Role and brands: a sales account works for at least one brand; the other roles for none (all, or not applicable). */
const roleAndBrands = {
  role: z.enum(STAFF_ROLES, { error: 'Elegí un rol.' }),
  brandIds,
};

function brandsForRole<T extends { role: StaffRole; brandIds: number[] }>(
  value: T,
  context: z.RefinementCtx,
) {
  if (value.role === 'sales' && value.brandIds.length === 0)
    context.addIssue({
      code: 'custom',
      path: ['brandIds'],
      message: 'Elegí al menos una marca para una cuenta de ventas.',
    });
}

const onlySalesKeepBrands = <T extends { role: StaffRole; brandIds: number[] }>(value: T): T => ({
  ...value,
  brandIds: value.role === 'sales' ? value.brandIds : [],
});

export const newStaffAccountSchema = z
  .object({ name: personName, email, ...roleAndBrands })
  .superRefine(brandsForRole)
  .transform(onlySalesKeepBrands);
export type NewStaffAccount = z.infer<typeof newStaffAccountSchema>;

export const staffAccountChangeSchema = z
  .object({ name: personName, ...roleAndBrands })
  .superRefine(brandsForRole)
  .transform(onlySalesKeepBrands);
export type StaffAccountChange = z.infer<typeof staffAccountChangeSchema>;

/** A form sent with mistakes: 400, the form's message and each field's first problem. */
export function invalidInput(message: string, error: z.ZodError): Extract<StaffResult, { ok: false }> {
  return { ok: false, status: 400, message, fieldErrors: fieldErrorsOf(error) };
}
