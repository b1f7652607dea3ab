import { z } from 'zod';
import { CATALOGUE_BRANDS } from '../catalogue/brands';
import { CHASSIS_PATTERN } from '../catalogue/stock-csv';
import { versionAttributesSchema } from '../catalogue/version-attributes-schemas';
import { hasControlCharacters, invalidCharactersMessage } from '../shared/text';
import {
  brandChoiceSchema,
  type ParsedQuery,
  pageSchema,
  parseListQuery,
  positiveIdSchema,
  searchTermSchema,
} from './list-query-schemas';
import {
  FAMILY_DESCRIPTION_MAX_LENGTH,
  FAMILY_NAME_MAX_LENGTH,
  FEATURE_MAX_LENGTH,
  MAX_FEATURES,
  MAX_UNIT_PHOTOS,
  STOCK_QUERY_KEYS,
  STOCK_UNIT_STATUSES,
  type StockListFilters,
} from './stock-editing';

/*
 * The inputs of the back office's catalogue pages (domain/back-office/stock-editing.ts): the pages and the server read them with
 * these, and their messages are what staff read.
 */

const stockFieldSchemas = {
  q: searchTermSchema,
  brand: brandChoiceSchema(CATALOGUE_BRANDS),
  status: z.enum(STOCK_UNIT_STATUSES, 'Elegí un estado de la lista.'),
  photos: z.literal('sin', 'Para ver las unidades sin fotos, usá «sin».'),
  page: pageSchema,
} satisfies Record<keyof StockListFilters, z.ZodType>;

export const parseStockQuery = (params: URLSearchParams): ParsedQuery<StockListFilters> =>
  parseListQuery(params, stockFieldSchemas, STOCK_QUERY_KEYS);

/** A unit's address names its chassis (any case); null when it cannot be one. */
export function chassisOfParam(param: string | undefined): string | null {
  const chassis = (param ?? '').trim().toUpperCase();
  return CHASSIS_PATTERN.test(chassis) ? chassis : null;
}

const photoIdSchema = z.coerce
  .number({ error: 'No encontramos esa foto.' })
  .int('No encontramos esa foto.')
  .positive('No encontramos esa foto.')
  .max(2_147_483_647, 'No encontramos esa foto.');

/**
 * A unit's whole order, as dragging the photos leaves it: the ids of the photos on the site, first to last, separated by
 * commas. The service checks they are exactly the unit's photos.
 */
const photoOrderSchema = z
  .string({ error: 'No recibimos el orden de las fotos. Volvé a intentar.' })
  .trim()
  .max(MAX_UNIT_PHOTOS * 12, 'No recibimos el orden de las fotos. Volvé a intentar.')
  .transform((text): unknown[] => text.split(','))
  .pipe(
    z
      .array(photoIdSchema)
      .min(1, 'No recibimos el orden de las fotos. Volvé a intentar.')
      .max(MAX_UNIT_PHOTOS, 'No recibimos el orden de las fotos. Volvé a intentar.')
      .refine((ids) => new Set(ids).size === ids.length, 'Una foto no puede estar dos veces.'),
  );

/**
 * One change to a unit's photos: move one a place, make one the cover (the first, which buyers see first,
 * docs/decisions/0076), put them all in a new order, remove one (it can be restored), restore one.
 */
export const unitPhotoChangeSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({
      intent: z.literal('move'),
      photo: photoIdSchema,
      direction: z.enum(['up', 'down'], 'Elegí hacia dónde mover la foto.'),
    }),
    z.object({ intent: z.literal('cover'), photo: photoIdSchema }),
    z.object({ intent: z.literal('order'), order: photoOrderSchema }),
    z.object({ intent: z.literal('remove'), photo: photoIdSchema }),
    z.object({ intent: z.literal('restore'), photo: photoIdSchema }),
  ],
  { error: 'No sabemos qué cambio pediste. Volvé a intentar.' },
);
export type UnitPhotoChange = z.output<typeof unitPhotoChangeSchema>;

/** The photos of one post: at least one, and never more than a unit may show. */
export const unitPhotoUploadSchema = (room: number) =>
  z.object({
    photos: z
      .number()
      .min(1, 'Elegí al menos una foto.')
      .max(
        room,
        room === 0
          ? 'La unidad ya tiene 12 fotos: quitá alguna antes de subir otra.'
          : `La unidad puede tener hasta 12 fotos: podés subir ${room === 1 ? '1 más' : `${room} más`}.`,
      ),
  });

/** The confirmation of a previewed stock file: the key the preview gave it (a SHA-256 of its bytes). */
export const stockApplySchema = z.object({
  upload: z
    .string({ error: 'Volvé a subir el archivo: no encontramos la vista previa.' })
    .regex(/^[0-9a-f]{64}$/, 'Volvé a subir el archivo: no encontramos la vista previa.'),
});

/** A family's public name and description; its picture is a file, checked by its content (server/media). */
export const familyEditSchema = z.object({
  name: z
    .string({ error: 'Escribí el nombre del modelo.' })
    .trim()
    .min(1, 'Escribí el nombre del modelo.')
    .max(FAMILY_NAME_MAX_LENGTH, `El nombre puede tener hasta ${FAMILY_NAME_MAX_LENGTH} caracteres.`)
    .refine((value) => !hasControlCharacters(value), invalidCharactersMessage('El nombre')),
  description: z
    .string({ error: 'La descripción no es válida.' })
    .trim()
    .max(
      FAMILY_DESCRIPTION_MAX_LENGTH,
      `La descripción puede tener hasta ${FAMILY_DESCRIPTION_MAX_LENGTH} caracteres.`,
    )
    .refine((value) => !hasControlCharacters(value, true), invalidCharactersMessage('La descripción')),
});
export type FamilyEditInput = z.output<typeof familyEditSchema>;

/** A version's body type, fuel and transmission as its form sends them: three selects, empty for "sin definir". */
export const versionAttributesEditSchema = versionAttributesSchema.extend({
  version: positiveIdSchema('No encontramos esa versión.'),
});

/** The field of a version's features on the family's page: one line each. */
export const featuresField = (versionId: number) => `features_${versionId}`;

/** A version's features as typed: one a line, blank lines left out. */
export const versionFeaturesSchema = z.object({
  version: positiveIdSchema('No encontramos esa versión.'),
  features: z
    .string({ error: 'Escribí el equipamiento, uno por línea.' })
    .transform((text) =>
      text
        .split(/\r?\n/)
        .map((line) => line.trim().replace(/\s+/g, ' '))
        .filter((line) => line !== ''),
    )
    .pipe(
      z
        .array(
          z
            .string()
            .max(FEATURE_MAX_LENGTH, `Cada línea puede tener hasta ${FEATURE_MAX_LENGTH} caracteres.`)
            .refine((line) => !hasControlCharacters(line), invalidCharactersMessage('El equipamiento')),
        )
        .max(MAX_FEATURES, `Una versión puede tener hasta ${MAX_FEATURES} líneas de equipamiento.`),
    ),
});
