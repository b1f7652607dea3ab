import { listQueryString } from '#domain/back-office/list-query';
import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import {
  GUIDE_ENTRY_QUERY_KEYS,
  GUIDE_ENTRY_STATE_LABELS,
  GUIDE_ENTRY_STATES,
  type GuideEntriesPage,
  type GuideEntryFilters,
  type GuideEntryRow,
  guideEntryName,
} from '#domain/back-office/used-guide-entries';
import { Badge, choicesOf, dateTime } from '../panel/admin-list';
import { IntentButton } from '../panel/editing-pieces';
import { FilterSelect, inUse, ListFilters } from '../panel/filtered-list';
import { TableResults } from '../panel/list-table';

/**
 * The guide's versions on its page (docs/product.md §6): found by words of their names or their codia, 50 a page, each
 * with the button that takes it out of the guide (after one confirmation) or puts it back (docs/decisions/0074).
 */

const entriesHref = (filters: GuideEntryFilters) =>
  `${STAFF_PATHS.usedPrices}${listQueryString(GUIDE_ENTRY_QUERY_KEYS, filters)}`;

export function GuideEntriesFilters({ filters }: { filters: GuideEntryFilters }) {
  return (
    <ListFilters
      titleId="versiones-buscar"
      title="Buscar una versión de la guía"
      search={{
        id: 'versiones-q',
        name: GUIDE_ENTRY_QUERY_KEYS.q,
        value: filters.q,
        help: 'Palabras de la marca, el modelo o la versión, en cualquier orden, o el codia.',
      }}
      active={inUse([filters.state])}
      clearTo={STAFF_PATHS.usedPrices}
    >
      <FilterSelect
        id="versiones-estado"
        label="Estado"
        name={GUIDE_ENTRY_QUERY_KEYS.state}
        value={filters.state}
        all="Todas"
        options={choicesOf(GUIDE_ENTRY_STATES, GUIDE_ENTRY_STATE_LABELS)}
      />
    </ListFilters>
  );
}

function yearsOf(row: GuideEntryRow): string {
  if (row.firstYear === null || row.lastYear === null) return 'Sin precios';
  return row.firstYear === row.lastYear ? String(row.firstYear) : `${row.firstYear} a ${row.lastYear}`;
}

function GuideEntryLine({ row }: { row: GuideEntryRow }) {
  const name = guideEntryName(row);
  return (
    <tr>
      <td>{row.codia}</td>
      <td>
        {row.brand} {row.model}
        <span className="admin-list__meta">{row.description}</span>
      </td>
      <td>{yearsOf(row)}</td>
      <td>
        {row.removedAt ? (
          <>
            <Badge tone="off">Eliminada</Badge>
            <span className="admin-list__meta">{dateTime(row.removedAt)}</span>
          </>
        ) : (
          <Badge tone="ok">En la guía</Badge>
        )}
      </td>
      <td>
        {row.removedAt ? (
          <IntentButton intent="restore" id={row.codia}>
            Restaurar<span className="sr-only"> {name}</span>
          </IntentButton>
        ) : (
          <IntentButton intent="remove" id={row.codia}>
            Eliminar<span className="sr-only"> {name}</span>
          </IntentButton>
        )}
      </td>
    </tr>
  );
}

const GUIDE_ENTRY_COLUMNS = [
  { column: 'codia', label: 'Codia' },
  { column: 'version', label: 'Versión' },
  { column: 'years', label: 'Años con precio' },
  { column: 'state', label: 'Estado' },
  { column: 'action', label: 'Acción', hidden: true },
] as const;

export function GuideEntriesResults({
  list,
  filters,
}: {
  list: GuideEntriesPage;
  filters: GuideEntryFilters;
}) {
  return (
    <TableResults
      titleId="versiones"
      noun={['versión', 'versiones']}
      list={list}
      emptyText="No hay versiones con estos filtros."
      pagesLabel="Páginas de las versiones de la guía"
      hrefFor={(page) => entriesHref({ ...filters, page })}
      columns={GUIDE_ENTRY_COLUMNS}
    >
      {list.rows.map((row) => (
        <GuideEntryLine key={row.codia} row={row} />
      ))}
    </TableResults>
  );
}
