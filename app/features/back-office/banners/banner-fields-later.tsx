import { laterPart } from '../../../components/lazy-part';

/** A banner's fields, loaded after its page (the form posts without scripts meanwhile). */
export const BannerFieldsLater = laterPart(() =>
  import('./banner-fields').then((module) => module.BannerFields),
);
