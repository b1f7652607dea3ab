import { useEffect, useState } from 'react';
import { SAVED_UNITS_PATH, type SavedUnit } from '#domain/catalogue/catalogue';
import { formatPriceOrUnavailable } from '#domain/shared/money';
import { versionTestDrivePath } from '#domain/test-drive/test-drive';
import { Button, ButtonLink } from '../../components/button';
import { Hero } from '../../components/hero';
import { Link } from '../../components/link';
import { Loader } from '../../components/loader';
import { PageMain } from '../../components/page-main';
import {
  CompareBar,
  CompareCheckbox,
  type ComparePicker,
  useComparePicker,
} from '../unit-compare/compare-picker';
import { familyOfVersionsPath } from '../vehicles/family-view';
import { HELD_UNIT_LABEL, HELD_UNIT_NOTE, toUnitView, type UnitView } from '../vehicles/version-view';
import { removeFavourite, type SavedUnitRecord, useFavourites } from './favourites-store';
import '../vehicles/versions.css';
import './favourites.css';

type Answer =
  | { state: 'loading'; ids: string }
  | { state: 'failed'; ids: string }
  | { state: 'read'; ids: string; units: ReadonlyMap<number, UnitView> };

/**
 * /favoritos (docs/decisions/0079): the units saved in this browser, each with its current price and state from the
 * server. The server can't know them, so it renders the frame and a loader; the browser fills the list in.
 */
export function FavouritesPage() {
  const saved = useFavourites();
  return (
    <PageMain className="theme-territorio favourites-page">
      <Hero
        eyebrow="Vehículos 0 km"
        title="Tus favoritos"
        lead="Las unidades que guardaste en este navegador, con su precio y su disponibilidad de ahora."
      />
      <div className="container favourites">
        {saved === null ? (
          <>
            <Loader message="Buscando tus favoritos…" />
            <noscript>
              <p className="favourites__empty">
                Tus favoritos se guardan en este navegador: para verlos, activá JavaScript.
              </p>
            </noscript>
          </>
        ) : saved.length === 0 ? (
          <Empty />
        ) : (
          <SavedList saved={saved} />
        )}
      </div>
    </PageMain>
  );
}

function Empty() {
  return (
    <div className="favourites__empty">
      <h2>Todavía no guardaste ninguna unidad</h2>
      <p>Tocá el corazón de una unidad para guardarla acá y volver a verla cuando quieras.</p>
      <ButtonLink to="/vehiculos-0km">Ver vehículos 0 km</ButtonLink>
    </div>
  );
}

function SavedList({ saved }: { saved: readonly SavedUnitRecord[] }) {
  const ids = saved.map((unit) => unit.id).join(',');
  const [answer, setAnswer] = useState<Answer>({ state: 'loading', ids });
  const [attempt, setAttempt] = useState(0);
  // A unit removed from the favourites, or gone from the stock, leaves the comparison too.
  const compare = useComparePicker(
    'comparar-favoritos',
    answer.state === 'read'
      ? saved.filter((record) => answer.units.has(record.id)).map((record) => record.id)
      : [],
  );
  // Removing a unit needs no new read: what was read still covers every unit left.
  const covered = answer.ids.split(',');
  const needsRead = ids.split(',').some((id) => !covered.includes(id));
  const readIds = needsRead ? ids : answer.ids;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for the same read again.
  useEffect(() => {
    const controller = new AbortController();
    setAnswer({ state: 'loading', ids: readIds });
    fetch(`${SAVED_UNITS_PATH}?ids=${readIds}`, {
      headers: { accept: 'application/json' },
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`Saved units answered ${response.status}`);
        const body = (await response.json()) as { data?: SavedUnit[] };
        if (!Array.isArray(body.data)) throw new Error('Saved units answered without data');
        const units = new Map(body.data.map((unit) => [unit.id, toUnitView(unit, unit.photo)]));
        setAnswer({ state: 'read', ids: readIds, units });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        setAnswer({ state: 'failed', ids: readIds });
      });
    return () => controller.abort();
  }, [readIds, attempt]);

  return (
    <>
      <p className="favourites__count" role="status">
        {saved.length === 1 ? 'Guardaste 1 unidad.' : `Guardaste ${saved.length} unidades.`}
      </p>
      {answer.state === 'failed' && (
        <div className="favourites__error" role="alert">
          <p>
            No pudimos leer los precios y la disponibilidad de ahora. Revisá tu conexión y probá de nuevo.
          </p>
          <Button variant="secondary" onClick={() => setAttempt((count) => count + 1)}>
            Probar de nuevo
          </Button>
        </div>
      )}
      <div className="favourites__form">
        {compare && <CompareBar picker={compare} />}
        <ul className="favourites__list">
          {saved.map((record) => (
            <li key={record.id}>
              <SavedItem
                record={record}
                unit={answer.state === 'read' ? (answer.units.get(record.id) ?? 'gone') : null}
                compare={compare}
              />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

interface SavedItemProps {
  record: SavedUnitRecord;
  unit: UnitView | 'gone' | null;
  /** null when there is nothing to compare it with. */
  compare: ComparePicker | null;
}

/** One saved unit: `unit` is its current data, 'gone' when the stock no longer has it, null while unknown. */
function SavedItem({ record, unit, compare }: SavedItemProps) {
  const titleId = `favorito-${record.id}`;
  const current = unit === 'gone' ? null : unit;
  // A unit sold or held still has a version to drive.
  const family = familyOfVersionsPath(record.versionsPath);
  const testDrivePath = family
    ? versionTestDrivePath(family.brandSlug, family.familyParam, record.versionId)
    : null;
  return (
    <article className="favourite" aria-labelledby={titleId}>
      {current && (
        <img
          className="favourite__image"
          src={current.photo?.path ?? current.image}
          alt={current.photo ? `Foto de la unidad ${current.color}` : ''}
          width={current.photo?.width ?? 160}
          height={current.photo?.height ?? 80}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className="favourite__body">
        <h2 id={titleId} className="favourite__title">
          {current?.model ?? record.model}
        </h2>
        <dl className="favourite__facts">
          <div>
            <dt>Color</dt>
            <dd>{current?.color ?? record.color}</dd>
          </div>
          {current && (
            <>
              <div>
                <dt>Modelo</dt>
                <dd>{current.modelYear}</dd>
              </div>
              <div>
                <dt>Ubicación</dt>
                <dd>{current.location}</dd>
              </div>
              <div>
                <dt>Precio final</dt>
                <dd className="favourite__price">
                  {formatPriceOrUnavailable(current.fullPriceWithDiscount, current.currency)}
                </dd>
              </div>
            </>
          )}
        </dl>
        <div className="favourite__state">
          {compare && current && (
            <CompareCheckbox picker={compare} id={record.id} name={`${current.model} ${current.color}`} />
          )}
          {unit === null ? null : unit === 'gone' ? (
            <>
              <p className="unit__reserved">Vendida</p>
              <p className="unit__note">
                Esta unidad ya no está en nuestro stock.{' '}
                <Link to={record.versionsPath}>Ver otras unidades de este modelo</Link>
              </p>
            </>
          ) : unit.available ? (
            <ButtonLink to={record.buyPath} aria-describedby={titleId}>
              Reservar online
            </ButtonLink>
          ) : unit.held ? (
            <>
              <p className="unit__reserved">{HELD_UNIT_LABEL}</p>
              <p className="unit__note">{HELD_UNIT_NOTE}</p>
            </>
          ) : (
            <p className="unit__reserved">Reservado</p>
          )}
          {testDrivePath && (
            <Link to={testDrivePath} className="arrow-link" aria-describedby={titleId}>
              <span>Manejalo antes</span>
            </Link>
          )}
          <Button variant="ghost" aria-describedby={titleId} onClick={() => removeFavourite(record.id)}>
            Quitar de favoritos
          </Button>
        </div>
      </div>
    </article>
  );
}
