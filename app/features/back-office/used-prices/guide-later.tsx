import { laterPart } from '../../../components/lazy-part';
// Their stylesheets are linked with the page's, so nothing moves when the code arrives.
import '../panel/list-table.css';
import './used-prices.css';

/**
 * The guide page's parts loaded after it (docs/decisions/0056): the versions' filters and table, which work without
 * scripts meanwhile, and an uploaded file's preview, whose form posts without them.
 */
const loadEntries = () => import('./guide-entries');
export const GuideEntriesFiltersLater = laterPart(() =>
  loadEntries().then((module) => module.GuideEntriesFilters),
);
export const GuideEntriesResultsLater = laterPart(() =>
  loadEntries().then((module) => module.GuideEntriesResults),
);
export const GuidePreviewLater = laterPart(() =>
  import('./guide-preview').then((module) => module.GuidePreview),
);
