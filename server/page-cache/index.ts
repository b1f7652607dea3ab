export { type ChangeFeed, PAGE_CACHE_CHANNEL, startChangeFeed } from './change-feed';
export { keptFirst } from './kept-first-server';
export { KeptReads } from './kept-reads';
export {
  createPageCache,
  type PageCache,
  type PageCacheObserver,
  type PageCacheOptions,
  type PageRender,
} from './page-cache';
export { brandOfTag, brandTag, type PageSources, RATES_TAG, recordingSources, SITE_TAG } from './tags';
