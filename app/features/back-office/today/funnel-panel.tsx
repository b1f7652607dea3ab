import type { ReactNode } from 'react';
import { Form } from 'react-router';
import {
  FUNNEL_QUERY_KEYS,
  FUNNEL_STEP_LABELS,
  FUNNEL_STEPS,
  FUNNEL_WEEK_CHOICES,
  type FunnelStep,
  type SalesFunnel,
} from '#domain/back-office/sales-funnel';
import { formatNumber } from '#domain/shared/numbers';
import { FormActions, SelectField } from '../panel/admin-fields';
import { QueryIssues } from '../panel/filtered-list';
import type { SourcesChart, WeeksChart } from './funnel-charts.server';

const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** A share of a chart's drawing, for placing its labels over it as the drawing scales with the page. */
const share = (value: number, of: number) => `${((value / of) * 100).toFixed(2)}%`;

/**
 * A chart: the drawing, then its axis labels as HTML over it. Text inside an SVG shrinks with the drawing on a phone
 * (12 px became 6), and no checker can read its contrast; HTML labels keep their size and are read as text. The
 * labels are hidden from screen readers as the drawing is: the table that follows gives the same numbers.
 */
function Chart({ children, labels }: { children: ReactNode; labels: ReactNode }) {
  return (
    <div className="funnel-chart">
      {children}
      <div className="funnel-chart__labels" aria-hidden="true">
        {labels}
      </div>
    </div>
  );
}

function WeeksSvg({ chart }: { chart: WeeksChart }) {
  const { plot } = chart;
  return (
    <Chart
      labels={
        <>
          {chart.yTicks.map((tick) => (
            <span
              key={tick.label}
              className="funnel-chart__tick funnel-chart__tick--start funnel-chart__tick--value"
              style={{ width: share(plot.left - 6, chart.width), top: share(tick.at, chart.height) }}
            >
              {tick.label}
            </span>
          ))}
          {chart.xTicks.map((tick, index) => (
            <span
              key={tick.label}
              className={`funnel-chart__tick funnel-chart__tick--middle${index % 2 ? ' funnel-chart__tick--alternate' : ''}`}
              style={{ left: share(tick.at, chart.width), top: share(plot.bottom + 14, chart.height) }}
            >
              {tick.label}
            </span>
          ))}
        </>
      }
    >
      <svg
        className="funnel-chart__drawing"
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        role="img"
        aria-describedby="funnel-weeks-table"
      >
        <title>
          Líneas por semana de consultas, operaciones iniciadas, reservas y entregas; los números, en la tabla
          que sigue.
        </title>
        {chart.yTicks.map((tick) => (
          <line
            key={tick.label}
            x1={plot.left}
            x2={plot.right}
            y1={tick.at}
            y2={tick.at}
            className="funnel-chart__grid"
          />
        ))}
        {chart.series.map((series) => (
          <g key={series.step} className={`funnel-step funnel-step--${series.step}`}>
            <path d={series.path} className="funnel-chart__line" />
            {series.points.map((point) => (
              <circle key={point.x} cx={point.x} cy={point.y} r={3} />
            ))}
          </g>
        ))}
      </svg>
    </Chart>
  );
}

function SourcesSvg({ chart }: { chart: SourcesChart }) {
  return (
    <Chart
      labels={chart.rows.map((row) => (
        <span
          key={row.source}
          className="funnel-chart__tick funnel-chart__tick--start"
          style={{
            width: share(chart.labelWidth - 8, chart.width),
            top: share(row.y + row.bandHeight / 2, chart.height),
          }}
        >
          {row.source}
        </span>
      ))}
    >
      <svg
        className="funnel-chart__drawing"
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        role="img"
        aria-describedby="funnel-sources-table"
      >
        <title>
          Barras por origen de consultas, operaciones iniciadas, reservas y entregas; los números, en la tabla
          que sigue.
        </title>
        {chart.rows.map((row) => (
          <g key={row.source}>
            {row.bars.map((bar) => (
              <rect
                key={bar.step}
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={bar.height}
                className={`funnel-step funnel-step--${bar.step}`}
              />
            ))}
          </g>
        ))}
      </svg>
    </Chart>
  );
}

function Legend() {
  return (
    <ul className="funnel-legend" aria-hidden="true">
      {FUNNEL_STEPS.map((step) => (
        <li key={step} className={`funnel-step funnel-step--${step}`}>
          {FUNNEL_STEP_LABELS[step]}
        </li>
      ))}
    </ul>
  );
}

/** A chart's numbers as a table, one row a week or a source, one column a step of the funnel. */
function FunnelTable({
  id,
  caption,
  rowHeader,
  rows,
}: {
  id: string;
  caption: string;
  rowHeader: string;
  rows: readonly { key: string; name: string; counts: Record<FunnelStep, number> }[];
}) {
  return (
    <div className="funnel-table-wrap">
      <table id={id} className="funnel-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{rowHeader}</th>
            {FUNNEL_STEPS.map((step) => (
              <th scope="col" key={step}>
                {FUNNEL_STEP_LABELS[step]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-fila={row.key}>
              <th scope="row">{row.name}</th>
              {FUNNEL_STEPS.map((step) => (
                <td key={step}>{formatNumber(row.counts[step])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The sales funnel (domain/back-office/sales-funnel.ts): a GET form for brand, source and weeks, then two charts drawn
 * on the server, each followed by its table, which screen readers read in the chart's place.
 */
export function FunnelPanel({
  funnel,
  charts,
  issues,
}: {
  funnel: SalesFunnel;
  charts: { weeks: WeeksChart; sources: SourcesChart };
  issues: readonly string[];
}) {
  const { filters } = funnel;
  return (
    <section className="admin-card" aria-labelledby="funnel-title">
      <h2 id="funnel-title">Embudo de ventas</h2>
      <p>
        Cuántas consultas llegaron, cuántas operaciones empezaron, cuántas se reservaron y cuántas se
        entregaron, semana por semana (de lunes a domingo).
      </p>
      <QueryIssues issues={issues} />
      <Form method="get" className="admin-filters">
        <SelectField
          id="funnel-brand"
          label="Marca"
          name={FUNNEL_QUERY_KEYS.brand}
          defaultValue={filters.brand ?? ''}
          options={[
            { value: '', label: 'Todas las marcas' },
            ...funnel.brandChoices.map((brand) => ({ value: brand.id, label: brand.name })),
          ]}
        />
        <SelectField
          id="funnel-source"
          label="Origen"
          name={FUNNEL_QUERY_KEYS.source}
          defaultValue={filters.source ?? ''}
          options={[
            { value: '', label: 'Todos los orígenes' },
            ...funnel.sourceChoices.map((source) => ({ value: source, label: source })),
          ]}
        />
        <SelectField
          id="funnel-weeks"
          label="Semanas"
          name={FUNNEL_QUERY_KEYS.weeks}
          defaultValue={filters.weeks}
          options={FUNNEL_WEEK_CHOICES.map((weeks) => ({ value: weeks, label: `Últimas ${weeks}` }))}
        />
        <FormActions submitLabel="Ver el embudo" />
      </Form>

      <h3 id="funnel-weeks-title">Por semana{filters.source ? `, origen ${filters.source}` : ''}</h3>
      <Legend />
      <WeeksSvg chart={charts.weeks} />
      <FunnelTable
        id="funnel-weeks-table"
        caption="El embudo por semana, en números"
        rowHeader="Semana del"
        rows={funnel.weeks.map((week) => ({ key: week.week, name: dayMonth(week.week), counts: week }))}
      />

      <h3 id="funnel-sources-title">Por origen</h3>
      {funnel.sources.length === 0 ? (
        <p>No hubo consultas ni operaciones en estas semanas.</p>
      ) : (
        <>
          <SourcesSvg chart={charts.sources} />
          <FunnelTable
            id="funnel-sources-table"
            caption="El embudo por origen, en números"
            rowHeader="Origen"
            rows={funnel.sources.map((source) => ({
              key: source.source,
              name: source.source,
              counts: source,
            }))}
          />
        </>
      )}
    </section>
  );
}
