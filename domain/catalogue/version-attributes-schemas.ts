import { z } from 'zod';
import { BODY_TYPES, FUELS, TRANSMISSIONS } from './version-attributes';

// Apart from ./version-attributes.ts, whose values and labels the back office's pages import: zod stays out of them.

/** A select's value: one of the allowed ones, or empty for "sin definir". */
function choice<const Values extends readonly [string, ...string[]]>(values: Values, message: string) {
  return z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.enum(values, { message }).nullable(),
  );
}

/** The three attributes as the back office's version form sends them. */
export const versionAttributesSchema = z.object({
  body_type: choice(BODY_TYPES, 'Elegí una carrocería de la lista.'),
  fuel: choice(FUELS, 'Elegí un combustible de la lista.'),
  transmission: choice(TRANSMISSIONS, 'Elegí una transmisión de la lista.'),
});
