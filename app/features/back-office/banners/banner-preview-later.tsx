import { laterPart } from '../../../components/lazy-part';
// The home's stylesheet draws the preview: linked with the page's, so the server's preview is drawn before its code.
import '../../home/home.css';

/** The banner as the home draws it, loaded after its page: the server's picture shows meanwhile. */
export const BannerPreviewLater = laterPart(() =>
  import('./banner-preview').then((module) => module.BannerPreview),
);
