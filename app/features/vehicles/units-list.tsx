import { Suspense, useRef, useState } from 'react';
import type { StockUnit } from '#domain/catalogue/catalogue';
import { intranetPaths } from '#domain/catalogue/intranet-paths';
import { formatDiscount, formatMoney, formatPriceOrUnavailable } from '#domain/shared/money';
import { withQuery } from '#domain/shared/url-query';
import { versionTestDrivePath } from '#domain/test-drive/test-drive';
import { Button, ButtonLink } from '../../components/button';
import { lazyPart } from '../../components/lazy-part';
import { Link } from '../../components/link';
import { Loader } from '../../components/loader';
import { FavouriteButton, FavouritesLink } from '../favourites/favourite-button';
import type { SavedUnitRecord } from '../favourites/favourites-store';
import { familyVersionsPath } from './family-view';
import { HELD_UNIT_LABEL, HELD_UNIT_NOTE, toUnitView, type UnitView, unitBuyPath } from './version-view';

/** 'Avisame si se libera' is asked for by few: its form arrives when opened. */
const UnitFreeAlertForm = lazyPart(() =>
  import('../alerts/unit-alert-forms').then((module) => module.UnitFreeAlertForm),
);

/** The unit drawings are 640×320, shown small. */
const THUMB_WIDTH = 160;
const THUMB_HEIGHT = 80;

interface UnitsListProps {
  brand: { id: number; slug: string };
  family: { id: number; name: string };
  versionId: number;
  units: readonly UnitView[];
  nextOffset: number | null;
}

type LoadState = 'idle' | 'loading' | 'failed';

/**
 * docs/product.md §2 units overlay: every stock unit of a version with its colour, year, location, chassis and price lines, and
 * 'Reservar' to the buy route; a unit another buyer's payment holds now is reserved for the moment, with 'Avisame si se
 * libera'. The loader sent the first page; 'Ver más' reads the next ones from the intranet JSON
 * endpoint (docs/product.md §7 stock, by family_id and subfamily_id).
 */
export function UnitsList({ brand, family, versionId, units: firstPage, nextOffset }: UnitsListProps) {
  const [units, setUnits] = useState<readonly UnitView[]>(firstPage);
  const [next, setNext] = useState(nextOffset);
  const [load, setLoad] = useState<LoadState>('idle');
  const listRef = useRef<HTMLUListElement>(null);

  async function loadMore() {
    if (next === null || load === 'loading') return;
    setLoad('loading');
    const url = withQuery(intranetPaths(brand.id).stock, {
      family_id: family.id,
      subfamily_id: versionId,
      offset: next,
    });
    try {
      const response = await fetch(url, { headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`Stock answered ${response.status}`);
      const body = (await response.json()) as { data?: StockUnit[]; meta?: { next_offset?: number | null } };
      if (!Array.isArray(body.data)) throw new Error('Stock answered without data');
      const firstNew = units.length;
      setUnits((current) => [...current, ...(body.data ?? []).map((unit) => toUnitView(unit))]);
      setNext(body.meta?.next_offset ?? null);
      setLoad('idle');
      // Keyboard and screen-reader users continue from the first unit that arrived.
      requestAnimationFrame(() => {
        listRef.current?.querySelectorAll<HTMLElement>('.unit__title')[firstNew]?.focus();
      });
    } catch (error) {
      // docs/product.md §8: a failed catalogue read is logged; the visitor gets a way to try again.
      console.error(error);
      setLoad('failed');
    }
  }

  if (units.length === 0) {
    return <p className="units__empty">No tenemos disponibilidad de esta versión.</p>;
  }
  const testDriveHref = versionTestDrivePath(brand.slug, family.name, versionId);

  return (
    <div className="units">
      <ul ref={listRef} className="units__list">
        {units.map((unit) => {
          const buyPath = unitBuyPath(brand.slug, family, unit);
          return (
            <li key={unit.id}>
              <UnitItem
                unit={unit}
                buyPath={buyPath}
                testDriveHref={testDriveHref}
                saved={{
                  id: unit.id,
                  chassis: unit.chassis,
                  brandId: brand.id,
                  familyId: family.id,
                  versionId,
                  model: unit.model,
                  color: unit.color,
                  buyPath,
                  versionsPath: familyVersionsPath(brand.slug, family),
                }}
              />
            </li>
          );
        })}
      </ul>
      <div className="units__more" aria-live="polite">
        {load === 'failed' && <p className="units__error">No pudimos cargar más unidades. Probá de nuevo.</p>}
        {next !== null && (
          <Button variant="secondary" onClick={loadMore} disabled={load === 'loading'}>
            {load === 'loading' ? 'Cargando…' : 'Ver más'}
          </Button>
        )}
      </div>
      <FavouritesLink />
    </div>
  );
}

function UnitItem({
  unit,
  buyPath,
  testDriveHref,
  saved,
}: {
  unit: UnitView;
  buyPath: string;
  /** The test drive's booking page with the unit's version chosen: a demo unit of it, not this one. */
  testDriveHref: string;
  saved: SavedUnitRecord;
}) {
  const titleId = `unidad-${unit.id}`;
  const money = (value: number) => formatPriceOrUnavailable(value, unit.currency);
  const minus = (value: number) => formatDiscount(value, unit.currency);
  return (
    <article className={`unit${unit.available ? '' : ' unit--reserved'}`} aria-labelledby={titleId}>
      <div className="unit__summary">
        {unit.photo ? (
          <img
            className="unit__image"
            src={unit.photo.path}
            alt={`Foto de la unidad ${unit.color}`}
            width={unit.photo.width}
            height={unit.photo.height}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <img
            className="unit__image"
            src={unit.image}
            alt=""
            width={THUMB_WIDTH}
            height={THUMB_HEIGHT}
            loading="lazy"
            decoding="async"
          />
        )}
        <div>
          <h3 id={titleId} className="unit__title" tabIndex={-1}>
            <span className="color-swatch" style={{ background: unit.colorHex }} aria-hidden="true" />
            {unit.color}
          </h3>
          <dl className="unit__facts">
            <div>
              <dt>Modelo</dt>
              <dd>{unit.modelYear}</dd>
            </div>
            <div>
              <dt>Ubicación</dt>
              <dd>{unit.location}</dd>
            </div>
            <div className="unit__fact--wide">
              <dt>Chasis</dt>
              <dd className="unit__chassis">{unit.chassis}</dd>
            </div>
          </dl>
        </div>
      </div>

      <dl className="unit__prices">
        <div>
          <dt>Precio de lista</dt>
          <dd>{money(unit.listPrice)}</dd>
        </div>
        {unit.discount > 0 && (
          <div className="unit__price--discount">
            <dt>Descuento web</dt>
            <dd>{minus(unit.discount)}</dd>
          </div>
        )}
        {unit.specialDiscount > 0 && (
          <div className="unit__price--discount">
            <dt>Descuento especial</dt>
            <dd>{minus(unit.specialDiscount)}</dd>
          </div>
        )}
        <div>
          <dt>Patentamiento</dt>
          <dd>{formatMoney(unit.licenseCost, unit.currency)}</dd>
        </div>
        <div>
          <dt>Preparación y flete</dt>
          <dd>{formatMoney(unit.preparationCost, unit.currency)}</dd>
        </div>
        <div className="unit__price--total">
          <dt>Precio final</dt>
          <dd>{money(unit.fullPriceWithDiscount)}</dd>
        </div>
      </dl>
      {unit.deliveryPrice > 0 && (
        <p className="unit__note">
          No incluye la entrega ({formatMoney(unit.deliveryPrice, unit.currency)}).
        </p>
      )}

      <div className="unit__action">
        <FavouriteButton unit={saved} />
        {unit.available ? (
          <ButtonLink to={buyPath} className="unit__reserve" aria-describedby={titleId}>
            Reservar
          </ButtonLink>
        ) : unit.held ? (
          <HeldUnit unit={unit} titleId={titleId} />
        ) : (
          <p className="unit__reserved">Reservado</p>
        )}
        <Link to={testDriveHref} className="arrow-link unit__test-drive" aria-describedby={titleId}>
          <span>Manejalo antes</span>
        </Link>
      </div>
    </article>
  );
}

/** A unit held now by another buyer's open payment (docs/product.md §4): reserved for the moment, and may come free. */
function HeldUnit({ unit, titleId }: { unit: UnitView; titleId: string }) {
  const [asking, setAsking] = useState(false);
  return (
    <div className="unit__held">
      <p className="unit__reserved">{HELD_UNIT_LABEL}</p>
      <p className="unit__note">{HELD_UNIT_NOTE}</p>
      {asking ? (
        <Suspense fallback={<Loader />}>
          <UnitFreeAlertForm stockId={unit.id} />
        </Suspense>
      ) : (
        <Button variant="secondary" aria-describedby={titleId} onClick={() => setAsking(true)}>
          Avisame si se libera
        </Button>
      )}
    </div>
  );
}
