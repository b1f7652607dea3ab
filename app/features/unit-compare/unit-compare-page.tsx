import { STOCK_SEARCH_PAGE_PATH } from '#domain/catalogue/stock-search-path';
import { COMPARE_UNITS_MAX, UNIT_GONE_MESSAGE } from '#domain/catalogue/unit-compare';
import { ButtonLink } from '../../components/button';
import { Hero } from '../../components/hero';
import { Link } from '../../components/link';
import { PageMain } from '../../components/page-main';
import { FAVOURITES_PATH } from '../favourites/favourites-store';
import type { CompareHead, CompareRow, UnitCompareData, UnitComparison } from './compare-view';
import './unit-compare.css';

const CAPTION_ID = 'comparacion';

/** docs/product.md §2 compare units: up to three units side by side, rendered whole by the server. */
export function UnitComparePage({ page }: { page: UnitCompareData }) {
  return (
    <PageMain className="theme-territorio unit-compare-page">
      <Hero
        eyebrow="Vehículos 0 km"
        title="Comparar unidades"
        breadcrumbs={[{ label: 'Vehículos 0 km', to: '/vehiculos-0km' }, { label: 'Comparar unidades' }]}
        lead={`Hasta ${COMPARE_UNITS_MAX} unidades lado a lado: precio, equipamiento, color, sucursal y disponibilidad.`}
      />
      <div className="container compare">
        {page.state === 'none' ? (
          <HowToCompare />
        ) : page.state === 'refused' ? (
          <>
            <p className="compare__error" role="alert">
              {page.message}
            </p>
            <HowToCompare />
          </>
        ) : (
          <>
            {page.gone.length > 0 && <GoneUnits ids={page.gone} />}
            {page.comparison.heads.length > 0 ? (
              <Comparison
                comparison={page.comparison}
                onlyDifferences={page.onlyDifferences}
                togglePath={page.onlyDifferences ? page.allPath : page.differencesPath}
              />
            ) : (
              <HowToCompare />
            )}
          </>
        )}
      </div>
    </PageMain>
  );
}

function HowToCompare() {
  return (
    <section className="compare__how" aria-labelledby="como-comparar">
      <h2 id="como-comparar">Cómo comparar unidades</h2>
      <ol>
        <li>
          Guardá las unidades que te interesan con el corazón, en la lista de unidades de cada versión o en su
          página de reserva.
        </li>
        <li>
          En tus favoritos o en el <Link to={STOCK_SEARCH_PAGE_PATH}>stock de todas las marcas</Link>, marcá
          hasta {COMPARE_UNITS_MAX} y tocá «Comparar».
        </li>
        <li>Vas a ver sus precios, su equipamiento y sus diferencias lado a lado.</li>
      </ol>
      <div className="compare__links">
        <ButtonLink to={FAVOURITES_PATH}>Ir a tus favoritos</ButtonLink>
        <ButtonLink to="/vehiculos-0km" variant="secondary">
          Ver vehículos 0 km
        </ButtonLink>
      </div>
    </section>
  );
}

/** The units of the address the stock no longer has: sold, or taken out of stock. */
function GoneUnits({ ids }: { ids: readonly number[] }) {
  return (
    <section className="compare__gone" aria-labelledby="unidades-no-disponibles">
      <h2 id="unidades-no-disponibles">
        {ids.length === 1 ? 'Una de las unidades ya no está' : 'Algunas de las unidades ya no están'}
      </h2>
      <ul>
        {ids.map((id) => (
          <li key={id}>
            Unidad n.º {id}: {UNIT_GONE_MESSAGE}.
          </li>
        ))}
      </ul>
      <p>Puede que se haya vendido o que ya no esté en nuestro stock.</p>
    </section>
  );
}

interface ComparisonProps {
  comparison: UnitComparison;
  onlyDifferences: boolean;
  togglePath: string;
}

function Comparison({ comparison, onlyDifferences, togglePath }: ComparisonProps) {
  const { heads, sections, differing } = comparison;
  const several = heads.length > 1;
  return (
    <>
      {several && (
        <div className="compare__tools">
          <p className="compare__legend">
            {differing === 0
              ? 'Estas unidades no se diferencian en nada de lo que comparamos.'
              : differing === 1
                ? 'Se diferencian en 1 dato, marcado «Distinto».'
                : `Se diferencian en ${differing} datos, marcados «Distinto».`}
          </p>
          {differing > 0 && (
            <Link to={togglePath} className="compare__toggle" preventScrollReset>
              {onlyDifferences ? 'Mostrar todo' : 'Mostrar solo diferencias'}
            </Link>
          )}
        </div>
      )}
      {several && (
        <p className="compare__swipe" aria-hidden="true">
          Deslizá la tabla hacia los costados para ver todas las unidades.
        </p>
      )}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: on a phone the table scrolls sideways inside this box, never the page, and a box that scrolls must be reachable by keyboard. */}
      <section className="compare__scroll" aria-labelledby={CAPTION_ID} tabIndex={0}>
        <table className={`compare__table compare__table--${heads.length}`}>
          <caption id={CAPTION_ID} className="compare__caption">
            {heads.length === 1 ? 'Una unidad' : `Comparación de ${heads.length} unidades`}
            {onlyDifferences ? ': solo lo que cambia' : ''}
          </caption>
          <thead>
            <tr>
              <td className="compare__corner" />
              {heads.map((head) => (
                <UnitHead key={head.id} head={head} />
              ))}
            </tr>
          </thead>
          {sections.map((section) => (
            <tbody key={section.key}>
              {/* A heading, not a header cell: it names the rows below it, which their own headers name already. */}
              <tr className="compare__section">
                <td colSpan={heads.length + 1}>
                  <h2 className="compare__section-title">{section.title}</h2>
                </td>
              </tr>
              {section.rows.map((row) => (
                <Row key={row.key} row={row} marked={several} />
              ))}
            </tbody>
          ))}
          <tfoot>
            <tr>
              <th scope="row">Reserva</th>
              {heads.map((head) => (
                <td key={head.id}>
                  <Reserve head={head} />
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </section>
    </>
  );
}

function headId(head: CompareHead): string {
  return `unidad-${head.id}`;
}

function UnitHead({ head }: { head: CompareHead }) {
  return (
    <th scope="col" id={headId(head)} className="compare__head">
      <img
        className="compare__picture"
        src={head.picture.src}
        alt={head.picture.alt}
        width={head.picture.width}
        height={head.picture.height}
        decoding="async"
      />
      <span className="compare__title">{head.title}</span>
      <span className="compare__version">{head.version}</span>
    </th>
  );
}

function Row({ row, marked }: { row: CompareRow; marked: boolean }) {
  const differs = marked && row.differs;
  const classes = [
    'compare__row',
    differs && 'compare__row--differs',
    row.kind && `compare__row--${row.kind}`,
  ];
  return (
    <tr className={classes.filter(Boolean).join(' ')}>
      <th scope="row">
        {row.label}
        {differs && (
          <>
            {' '}
            <span className="compare__badge">Distinto</span>
          </>
        )}
      </th>
      {row.cells.map((cell, index) => (
        // The cells of a row keep their place: each is its unit's, by column.
        // biome-ignore lint/suspicious/noArrayIndexKey: a column's place is what it is.
        <td key={index} className={cell.missing ? 'compare__missing' : undefined}>
          {cell.mark && <span className={`compare__mark compare__mark--${cell.mark}`} aria-hidden="true" />}
          {cell.text}
        </td>
      ))}
    </tr>
  );
}

function Reserve({ head }: { head: CompareHead }) {
  const testDrive = (
    <Link to={head.testDrivePath} className="arrow-link" aria-describedby={headId(head)}>
      <span>Manejalo antes</span>
    </Link>
  );
  if (head.reservePath)
    return (
      <div className="compare__actions">
        <ButtonLink to={head.reservePath} size="sm" aria-describedby={headId(head)}>
          Reservar online
        </ButtonLink>
        {testDrive}
      </div>
    );
  return (
    <div className="compare__taken">
      <p className="compare__state">{head.stateLabel}</p>
      {head.stateNote && <p className="compare__note">{head.stateNote}</p>}
      <Link to={head.versionsPath} aria-describedby={headId(head)}>
        Ver otras unidades
      </Link>
      {testDrive}
    </div>
  );
}
