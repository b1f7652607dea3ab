import { z } from 'zod';
import { hasControlCharacters } from '../shared/text';
import { REPLY_BODY_MAX_LENGTH, REPLY_NAME_MAX_LENGTH } from './reply-templates';
import { lineSchema } from './site-editing-schemas';

/** The reply template form's schema: the editor's fields and the server's check (server/leads/reply-template-records.ts). */

export const replyTemplateFormSchema = z.object({
  name: lineSchema('Escribí el nombre de la respuesta.', 'El nombre', REPLY_NAME_MAX_LENGTH),
  body: z
    .string({ error: 'Escribí el texto de la respuesta.' })
    .trim()
    .min(1, { message: 'Escribí el texto de la respuesta.', abort: true })
    .max(REPLY_BODY_MAX_LENGTH, {
      message: `El texto puede tener hasta ${REPLY_BODY_MAX_LENGTH} caracteres.`,
      abort: true,
    })
    // Line breaks are the text's own; any other control character is not.
    .refine(
      (value) => !hasControlCharacters(value.replace(/\r?\n/g, ' ')),
      'El texto tiene caracteres no válidos.',
    ),
});

export type ReplyTemplateFormInput = z.infer<typeof replyTemplateFormSchema>;
