import { z } from 'zod';
import {
  endAfterStart,
  lineSchema,
  linkSchema,
  sortOrderSchema,
  validityFields,
} from './site-editing-schemas';

/** A banner's text fields (domain/back-office/banner-editing.ts); its pictures are checked by their bytes (server/media). */
export const bannerSchema = z
  .object({
    name: lineSchema(
      'Escribí el nombre del banner: es el texto que leen quienes no ven la imagen.',
      'El nombre',
    ),
    url: linkSchema('Escribí a dónde lleva el banner.'),
    sort_order: sortOrderSchema,
    ...validityFields,
  })
  .superRefine(endAfterStart);
export type BannerInput = z.infer<typeof bannerSchema>;
