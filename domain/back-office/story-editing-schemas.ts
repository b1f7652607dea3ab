import { z } from 'zod';
import { STORY_CATEGORIES } from '../content/content-choices';
import { publishedSchema } from './news-editing-schemas';
import { brandIdSchema, lineSchema, optionalLinkSchema } from './site-editing-schemas';

/** The story form's schema: the edit page's fields and the server's check (server/site-editing/stories.ts). */

export const STORY_TITLE_MAX_LENGTH = 80;

export const storyFormSchema = z.object({
  title: lineSchema('Escribí el título de la historia.', 'El título', STORY_TITLE_MAX_LENGTH),
  brand_id: brandIdSchema,
  category: z.enum(STORY_CATEGORIES, { error: 'Elegí la sección.' }),
  link_url: optionalLinkSchema,
  state: publishedSchema,
  /** Set by the server: whether the story has a video (one uploaded now, or the one it had). */
  video: z.literal(true, { error: 'Elegí el video de la historia.' }),
});

export type StoryFormInput = z.infer<typeof storyFormSchema>;
