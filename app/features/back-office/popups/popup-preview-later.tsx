import { laterPart } from '../../../components/lazy-part';
// The site's popup stylesheet draws the preview's dialog: linked with the page's.
import '../../popups/popups.css';

/** The popup's preview, loaded after its page: the server's "Cargando la vista previa…" shows meanwhile. */
export const PopupPreviewLater = laterPart(() =>
  import('./popup-preview').then((module) => module.PopupPreview),
);
