import type { StoryEditable } from '#domain/back-office/story-editing';
import { DEFAULT_BRAND_ID } from '#domain/catalogue/brands';
import { STORY_CATEGORIES } from '#domain/content/content-choices';

/** What the story form shows in its text fields: what was typed, or the story as it is saved. */
export type StoryValues = Partial<Record<string, string>>;

export const storyValues = (story: StoryEditable): StoryValues => ({
  title: story.title,
  brand_id: String(story.brandId),
  category: story.category,
  link_url: story.linkUrl ?? '',
  state: story.published ? 'published' : 'draft',
});

export const NEW_STORY_VALUES: StoryValues = {
  brand_id: String(DEFAULT_BRAND_ID),
  category: STORY_CATEGORIES[0],
  state: 'published',
};
