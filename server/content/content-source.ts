import type { ContentSource } from '#domain/content/content';
import type { Database } from '../db/client';
import { readParameters } from './parameters';
import { readServiceCategories } from './service-categories';

/** The content pages read, from this server's database. */
export function createContentSource(db: Database): ContentSource {
  return {
    parameters: () => readParameters(db),
    serviceCategories: () => readServiceCategories(db),
  };
}
