import { laterPart } from '../../components/lazy-part';

/**
 * The unit and its price lines beside a step of the reservation: the server renders them with the step, and their
 * code arrives after the step's own, which the buyer works with first (docs/decisions/0011: each page's first load
 * stays within its budget). Each step links ./price-lines.css itself: imported here, in a file of the steps' own chunk
 * (vite.config.ts), it would pull that chunk into every other page that draws price lines.
 */
export const UnitSummaryLater = laterPart(() =>
  import('./unit-summary').then((module) => module.UnitSummary),
);
