import { type AlertDemand, DEMAND_SEARCH_DAYS } from '#domain/back-office/alert-demand';
import { type ALERT_KIND_LABELS, ALERT_KINDS } from '#domain/content/alerts';
import { formatNumber } from '#domain/shared/numbers';
import { WithAmounts } from '../panel/admin-list';

/** What the demand's columns say of each kind, shorter than the forms' buttons. */
const KIND_COLUMNS = {
  price_drop: 'Si baja el precio',
  unit_free: 'Si se libera',
  saved_search: 'Búsqueda guardada',
} as const satisfies Record<keyof typeof ALERT_KIND_LABELS, string>;

/**
 * The demand (domain/back-office/alert-demand.ts) on "Hoy", in the marketing view: the confirmed e-mail alerts per
 * family and kind, and the searches most used on the site. Counts only: whose alert or search is never shown.
 */
export function DemandPanel({ demand }: { demand: AlertDemand }) {
  return (
    <section className="admin-card" aria-labelledby="demand-title">
      <h2 id="demand-title">Demanda</h2>
      <p>
        Lo que esperan y buscan los visitantes: los avisos por e-mail confirmados y las búsquedas de stock.
      </p>

      <h3 id="demand-alerts-title">Avisos confirmados por familia</h3>
      {demand.alerts.length === 0 ? (
        <p>Todavía no hay avisos confirmados.</p>
      ) : (
        <div className="funnel-table-wrap">
          <table className="funnel-table" aria-labelledby="demand-alerts-title">
            <thead>
              <tr>
                <th scope="col">Familia</th>
                {ALERT_KINDS.map((kind) => (
                  <th scope="col" key={kind}>
                    {KIND_COLUMNS[kind]}
                  </th>
                ))}
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {demand.alerts.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {ALERT_KINDS.map((kind) => (
                    <td key={kind}>{formatNumber(row.counts[kind])}</td>
                  ))}
                  <td>{formatNumber(row.total)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Todas</th>
                {ALERT_KINDS.map((kind) => (
                  <td key={kind}>{formatNumber(demand.totals[kind])}</td>
                ))}
                <td>{formatNumber(ALERT_KINDS.reduce((sum, kind) => sum + demand.totals[kind], 0))}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}

      <h3 id="demand-searches-title">Búsquedas más usadas (últimos {DEMAND_SEARCH_DAYS} días)</h3>
      {demand.searches.length === 0 ? (
        <p>Todavía no hay búsquedas con filtros en estos días.</p>
      ) : (
        <div className="funnel-table-wrap">
          <table className="funnel-table" aria-labelledby="demand-searches-title">
            <thead>
              <tr>
                <th scope="col">Búsqueda</th>
                <th scope="col">Veces</th>
              </tr>
            </thead>
            <tbody>
              {demand.searches.map((search) => (
                <tr key={search.path}>
                  <th scope="row">
                    <a href={search.path}>
                      <WithAmounts text={search.label} />
                    </a>
                  </th>
                  <td>{formatNumber(search.uses)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
