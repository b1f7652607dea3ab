import { FavouritesPage } from '../features/favourites/favourites-page';
import { noindexMeta } from '../lib/noindex-meta';

/**
 * docs/product.md §2 /favoritos: the units saved in this browser (docs/decisions/0079). Not indexed: without the
 * visitor's browser the page has nothing of its own to show.
 */
export const meta = () => noindexMeta('Tus favoritos');

export default function Favourites() {
  return <FavouritesPage />;
}
