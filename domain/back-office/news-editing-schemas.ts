import { z } from 'zod';
import { unsafeNewsLinks } from '../content/news-body';
import { mendozaInstant } from '../shared/mendoza-instant';
import { formatNumber } from '../shared/numbers';
import { hasControlCharacters, invalidCharactersMessage } from '../shared/text';
import { NEWS_CATEGORIES, NEWS_TYPES } from './news-editing';
import { brandIdSchema, lineSchema, optionalLinkSchema } from './site-editing-schemas';

/**
 * The news form's schema (docs/product.md §6): the edit page names its fields after it and the server module
 * (server/site-editing/news.ts) validates every post with it; its messages are what the form shows beside each field.
 */

export const NEWS_TITLE_MAX_LENGTH = 140;
export const NEWS_SUMMARY_MAX_LENGTH = 300;
export const NEWS_BODY_MAX_LENGTH = 20_000;
export const IMAGE_ALT_MAX_LENGTH = 200;

/** Whether a form's item is published, as its "Estado" select posts it: shown on the site, or kept as a draft. */
export const publishedSchema = z
  .enum(['draft', 'published'], { error: 'Elegí si queda como borrador o publicada.' })
  .transform((state) => state === 'published');

const PUBLICATION_DATE_MESSAGE = 'Elegí el día y la hora de publicación.';

export const newsFormSchema = z
  .object({
    title: lineSchema('Escribí el título.', 'El título', NEWS_TITLE_MAX_LENGTH),
    summary: lineSchema('Escribí un resumen de una o dos oraciones.', 'El resumen', NEWS_SUMMARY_MAX_LENGTH),
    content: z
      .string({ error: 'Escribí el texto de la noticia.' })
      .trim()
      .min(1, { message: 'Escribí el texto de la noticia.', abort: true })
      .max(NEWS_BODY_MAX_LENGTH, {
        message: `El texto puede tener hasta ${formatNumber(NEWS_BODY_MAX_LENGTH)} caracteres.`,
        abort: true,
      })
      .refine((value) => !hasControlCharacters(value, true), {
        message: invalidCharactersMessage('El texto'),
        abort: true,
      })
      .superRefine((value, context) => {
        const [first] = unsafeNewsLinks(value);
        if (first !== undefined)
          context.addIssue({
            code: 'custom',
            message: `El enlace «${first}» tiene que empezar con https:// o con / (una página de este sitio).`,
          });
      }),
    brand_id: brandIdSchema,
    type: z.enum(NEWS_TYPES, { error: 'Elegí el tipo de noticia.' }),
    category: z.enum(NEWS_CATEGORIES, { error: 'Elegí la sección.' }),
    display_date: z.string({ error: PUBLICATION_DATE_MESSAGE }).transform((value, context) => {
      const [date = '', time = ''] = value.trim().split('T');
      const instant = mendozaInstant(date, time.slice(0, 5));
      if (instant) return instant;
      context.addIssue({ code: 'custom', message: PUBLICATION_DATE_MESSAGE });
      return z.NEVER;
    }),
    url: optionalLinkSchema,
    state: publishedSchema,
    image_alt: z
      .string()
      .trim()
      .max(IMAGE_ALT_MAX_LENGTH, `La descripción puede tener hasta ${IMAGE_ALT_MAX_LENGTH} caracteres.`)
      .refine((value) => !hasControlCharacters(value), invalidCharactersMessage('La descripción'))
      .optional()
      .transform((value) => value ?? ''),
    /** Set by the server: whether the item has a picture (one uploaded now, or the one it had). */
    has_image: z.boolean(),
  })
  .refine((value) => !value.has_image || Boolean(value.image_alt?.trim()), {
    // Told with the other fields' mistakes, not only once they are right.
    when: () => true,
    path: ['image_alt'],
    message: 'Describí la imagen para quien no la ve (por ejemplo, «Amarok gris frente a la cordillera»).',
  });

export type NewsFormInput = z.infer<typeof newsFormSchema>;
