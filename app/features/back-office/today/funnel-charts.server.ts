import { scaleBand, scaleLinear, scalePoint } from 'd3-scale';
import { line } from 'd3-shape';
import {
  FUNNEL_STEP_LABELS,
  FUNNEL_STEPS,
  type FunnelStep,
  type SalesFunnel,
} from '#domain/back-office/sales-funnel';
import { formatNumber } from '#domain/shared/numbers';

/*
 * The funnel's charts, drawn on the server (docs/decisions/0063): d3-scale places the marks and d3-shape writes the
 * lines, and the page receives only the finished SVG geometry, so no chart code reaches the browser.
 */

export interface ChartTick {
  at: number;
  label: string;
}

export interface WeeksChart {
  width: number;
  height: number;
  plot: { left: number; right: number; top: number; bottom: number };
  xTicks: ChartTick[];
  yTicks: ChartTick[];
  series: { step: FunnelStep; label: string; path: string; points: { x: number; y: number }[] }[];
}

export interface SourcesChart {
  width: number;
  height: number;
  labelWidth: number;
  rows: {
    source: string;
    y: number;
    bandHeight: number;
    bars: { step: FunnelStep; x: number; y: number; width: number; height: number; value: number }[];
  }[];
}

const WIDTH = 640;
const MARGIN = { top: 12, right: 16, bottom: 28, left: 40 };

/** 'YYYY-MM-DD' → '23/11', the week's Monday as the axis names it. */
const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** One line per step over the weeks. */
export function weeksChart(funnel: SalesFunnel): WeeksChart {
  const height = 220;
  const x = scalePoint<string>()
    .domain(funnel.weeks.map((week) => week.week))
    .range([MARGIN.left, WIDTH - MARGIN.right])
    .padding(0.3);
  const top = Math.max(0, ...funnel.weeks.flatMap((week) => FUNNEL_STEPS.map((step) => week[step])));
  const y = scaleLinear()
    .domain([0, Math.max(4, top)])
    .nice()
    .range([height - MARGIN.bottom, MARGIN.top]);
  const toPath = line<{ x: number; y: number }>()
    .x((point) => point.x)
    .y((point) => point.y);
  const every = Math.ceil(funnel.weeks.length / 8);
  return {
    width: WIDTH,
    height,
    plot: { left: MARGIN.left, right: WIDTH - MARGIN.right, top: MARGIN.top, bottom: height - MARGIN.bottom },
    xTicks: funnel.weeks
      .filter((_, index) => index % every === 0)
      .map((week) => ({ at: x(week.week) ?? 0, label: dayMonth(week.week) })),
    yTicks: y.ticks(4).map((value) => ({ at: y(value), label: formatNumber(value) })),
    series: FUNNEL_STEPS.map((step) => {
      const points = funnel.weeks.map((week) => ({ x: x(week.week) ?? 0, y: y(week[step]) }));
      return { step, label: FUNNEL_STEP_LABELS[step], path: toPath(points) ?? '', points };
    }),
  };
}

/** For each source, a bar per step, on one scale. */
export function sourcesChart(funnel: SalesFunnel): SourcesChart {
  const labelWidth = 160;
  const rowHeight = 44;
  const height = Math.max(1, funnel.sources.length) * rowHeight + 8;
  const band = scaleBand<string>()
    .domain(funnel.sources.map((source) => source.source))
    .range([4, height - 4])
    .paddingInner(0.25);
  const inner = scaleBand<FunnelStep>().domain(FUNNEL_STEPS).range([0, band.bandwidth()]).paddingInner(0.1);
  const top = Math.max(0, ...funnel.sources.flatMap((source) => FUNNEL_STEPS.map((step) => source[step])));
  const x = scaleLinear()
    .domain([0, Math.max(1, top)])
    .range([labelWidth, WIDTH - MARGIN.right]);
  return {
    width: WIDTH,
    height,
    labelWidth,
    rows: funnel.sources.map((source) => {
      const y = band(source.source) ?? 0;
      return {
        source: source.source,
        y,
        bandHeight: band.bandwidth(),
        bars: FUNNEL_STEPS.map((step) => ({
          step,
          x: labelWidth,
          y: y + (inner(step) ?? 0),
          width: Math.max(0, x(source[step]) - labelWidth),
          height: inner.bandwidth(),
          value: source[step],
        })),
      };
    }),
  };
}
