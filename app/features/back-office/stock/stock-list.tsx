import { listQueryString } from '#domain/back-office/list-query';
import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import {
  STOCK_QUERY_KEYS,
  STOCK_UNIT_STATUS_LABELS,
  STOCK_UNIT_STATUSES,
  type StockListFilters,
  type StockListPage,
  type StockListRow,
} from '#domain/back-office/stock-editing';
import { CATALOGUE_BRANDS } from '#domain/catalogue/brands';
import { Link } from '../../../components/link';
import { choicesOf, namedChoices } from '../panel/admin-list';
import { ExportLinks } from '../panel/export-links';
import { FilterSelect, inUse, ListFilters, ListResults } from '../panel/filtered-list';
import { UnitStatusBadge } from './unit-status-badge';
import './admin-stock.css';

/** A unit's page in the back office: its photos. */
export const stockUnitPath = (chassis: string) => `${STAFF_PATHS.stock}/${chassis}`;
/** The dealer system's stock file: upload, preview, confirm. */
/** The stock's filtered list as a file (docs/decisions/0074). */
export const STOCK_EXPORT_PATH = `${STAFF_PATHS.stock}/exportar`;
export const STOCK_FILE_PATH = `${STAFF_PATHS.stock}/archivo`;

/** The brands a member may filter by: a sales person's own, everyone else's all of them. */
export const brandChoices = (brandIds: readonly number[] | 'all') =>
  namedChoices(CATALOGUE_BRANDS.filter((brand) => brandIds === 'all' || brandIds.includes(brand.id)));

export function StockFiltersForm({
  filters,
  brandIds,
}: {
  filters: StockListFilters;
  brandIds: readonly number[] | 'all';
}) {
  return (
    <ListFilters
      titleId="stock-filters"
      search={{
        id: 'stock-q',
        name: STOCK_QUERY_KEYS.q,
        value: filters.q,
        help: 'Chasis (o una parte), modelo o familia.',
      }}
      active={inUse([filters.brand, filters.status])}
      clearTo={STAFF_PATHS.stock}
    >
      <FilterSelect
        id="stock-brand"
        label="Marca"
        name={STOCK_QUERY_KEYS.brand}
        value={filters.brand}
        all="Todas"
        options={brandChoices(brandIds)}
      />
      <FilterSelect
        id="stock-status"
        label="Estado"
        name={STOCK_QUERY_KEYS.status}
        value={filters.status}
        all="Todos"
        options={choicesOf(STOCK_UNIT_STATUSES, STOCK_UNIT_STATUS_LABELS)}
      />
    </ListFilters>
  );
}

function StockLine({ row }: { row: StockListRow }) {
  return (
    <li className="admin-list__item stock-row">
      {row.thumbnail ? (
        <img
          className="stock-row__thumb"
          src={row.thumbnail.path}
          width={row.thumbnail.width}
          height={row.thumbnail.height}
          alt=""
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className="stock-row__thumb" aria-hidden="true" />
      )}
      <div>
        <p className="stock-row__title">
          <Link to={stockUnitPath(row.chassis)}>
            {row.model}
            <span className="sr-only">, chasis {row.chassis}</span>
          </Link>
        </p>
        <p className="admin-list__meta">
          <UnitStatusBadge status={row.status} /> {row.brandName} · {row.family} · {row.color} ·{' '}
          {row.modelYear} · {row.location}
        </p>
        <p className="admin-list__meta">
          <span className="stock-chassis">{row.chassis}</span> ·{' '}
          {row.photoCount === 0 ? 'Sin fotos' : row.photoCount === 1 ? '1 foto' : `${row.photoCount} fotos`}
        </p>
      </div>
    </li>
  );
}

export function StockResults({ page, filters }: { page: StockListPage; filters: StockListFilters }) {
  return (
    <ListResults
      titleId="stock-results"
      noun={['unidad', 'unidades']}
      list={page}
      emptyText="No hay unidades con estos filtros."
      action={
        page.total > 0 && (
          <ExportLinks
            csvHref={`${STOCK_EXPORT_PATH}${listQueryString(STOCK_QUERY_KEYS, { ...filters, page: 1 })}`}
          />
        )
      }
      pagesLabel="Páginas del stock"
      hrefFor={(number) =>
        `${STAFF_PATHS.stock}${listQueryString(STOCK_QUERY_KEYS, { ...filters, page: number })}`
      }
    >
      {page.rows.map((row) => (
        <StockLine key={row.chassis} row={row} />
      ))}
    </ListResults>
  );
}
