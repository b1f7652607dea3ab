import { useState } from 'react';
import { Link } from '../../components/link';
import { FAVOURITES_PATH, type SavedUnitRecord, toggleFavourite, useFavourites } from './favourites-store';
import './favourites.css';

/**
 * The heart that saves a unit in this browser's favourites (docs/decisions/0079). A toggle button: its name stays the
 * same and `aria-pressed` says whether the unit is saved. Drawn only once the page runs in the browser, which is
 * where the favourites are: without scripts there is no control that does nothing.
 */
export function FavouriteButton({ unit }: { unit: SavedUnitRecord }) {
  const saved = useFavourites();
  const [full, setFull] = useState(false);
  if (!saved) return null;
  const pressed = saved.some((each) => each.id === unit.id);
  return (
    <span className="fav">
      <button
        type="button"
        className="fav__button"
        aria-pressed={pressed}
        aria-label={`Guardar en favoritos: ${unit.model} ${unit.color}`}
        title={pressed ? 'Quitar de favoritos' : 'Guardar en favoritos'}
        onClick={() => setFull(!toggleFavourite(unit) && !pressed)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M12 20.5s-7.8-4.7-9.5-9.6C1.3 7.4 3.6 4 7 4c2.1 0 3.9 1.2 5 3 1.1-1.8 2.9-3 5-3 3.4 0 5.7 3.4 4.5 6.9-1.7 4.9-9.5 9.6-9.5 9.6z" />
        </svg>
      </button>
      <span className="fav__status" role="status">
        {full ? 'No pudimos guardarla: quitá alguna de tus favoritas y probá de nuevo.' : ''}
      </span>
    </span>
  );
}

/** The way to the saved units, under a list of units, once there are some. */
export function FavouritesLink() {
  const saved = useFavourites();
  if (!saved || saved.length === 0) return null;
  return (
    <p className="fav-link">
      <Link to={FAVOURITES_PATH}>Ver tus favoritos ({saved.length})</Link>
    </p>
  );
}
