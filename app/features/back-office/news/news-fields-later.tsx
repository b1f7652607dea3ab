import { laterPart } from '../../../components/lazy-part';

/** A news item's fields, loaded after its page (the form posts without scripts meanwhile). */
export const NewsFieldsLater = laterPart(() => import('./news-fields').then((module) => module.NewsFields));
