import type { Measurement } from './measure';

export type Align = 'left' | 'right';

/** A plain-text table: aligned columns, one header rule; readable in a terminal and pasteable into a README. */
export function table(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  align: readonly Align[],
): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        return align[column] === 'right' ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)]
    .map((text) => `  ${text}`)
    .join('\n');
}

export const integer = (value: number) => Math.round(value).toLocaleString('en-US');
export const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
/** CPU ms per request: small numbers, so three decimals. */
export const cpu = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(3));
export const ratio = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : '∞');

function kilobytes(bytes: number): string {
  return bytes >= 1024 ? `${(bytes / 1024).toFixed(1)} kB` : `${bytes} B`;
}

interface Column {
  readonly header: string;
  readonly align: Align;
  readonly cell: (m: Measurement) => string;
}

const PHASE_COLUMNS: readonly Column[] = [
  { header: 'target', align: 'left', cell: (m) => m.target.name },
  { header: 'req/s', align: 'right', cell: (m) => integer(m.rps) },
  { header: 'p50 ms', align: 'right', cell: (m) => latency(m, m.p50) },
  { header: 'p99 ms', align: 'right', cell: (m) => latency(m, m.p99) },
  { header: 'CPU ms/req', align: 'right', cell: (m) => cpu(m.cpuPerRequest) },
  {
    header: 'steal',
    align: 'right',
    cell: (m) => (m.steal === undefined ? '–' : `${Math.round(m.steal * 100)}%`),
  },
  { header: 'requests', align: 'right', cell: (m) => integer(m.requests) },
  { header: 'items', align: 'right', cell: (m) => (m.items === undefined ? '–' : String(m.items)) },
  { header: 'body', align: 'right', cell: (m) => kilobytes(m.bodyBytes) },
  {
    header: 'non-2xx',
    align: 'right',
    cell: (m) => (m.badStatuses ? `${m.non2xx} (${m.badStatuses})` : String(m.non2xx)),
  },
  { header: 'errors', align: 'right', cell: (m) => String(m.errors) },
  { header: 'timeouts', align: 'right', cell: (m) => String(m.timeouts) },
  { header: 'path', align: 'left', cell: (m) => m.target.path },
];

export function phaseTable(measurements: readonly Measurement[]): string {
  return table(
    PHASE_COLUMNS.map((column) => column.header),
    measurements.map((m) => PHASE_COLUMNS.map((column) => column.cell(m))),
    PHASE_COLUMNS.map((column) => column.align),
  );
}

/** A latency in ms; none for pipelined requests, whose latencies are those of a batch, not of one answer. */
function latency(measurement: Measurement, value: number): string {
  return measurement.pipeline > 1 ? '–' : ms(value);
}
