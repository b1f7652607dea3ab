import { z } from 'zod';
import { endAfterStart, lineSchema, optionalLinkSchema, validityFields } from './site-editing-schemas';

/** A popup's text fields (domain/back-office/popup-editing.ts); its picture is checked by its bytes (server/media). */
export const popupSchema = z
  .object({
    name: lineSchema('Escribí el nombre del popup: es su título y el texto de la imagen.', 'El nombre'),
    url: optionalLinkSchema,
    ...validityFields,
  })
  .superRefine(endAfterStart);
export type PopupInput = z.infer<typeof popupSchema>;
