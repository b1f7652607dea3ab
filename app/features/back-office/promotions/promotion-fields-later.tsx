import { laterPart } from '../../../components/lazy-part';

/** A promotion's fields, loaded after its page (the form posts without scripts meanwhile). */
export const PromotionFieldsLater = laterPart(() =>
  import('./promotion-fields').then((module) => module.PromotionFields),
);
