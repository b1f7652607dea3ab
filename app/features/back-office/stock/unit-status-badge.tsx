import { STOCK_UNIT_STATUS_LABELS, type StockUnitStatus } from '#domain/back-office/stock-editing';
import { Badge, type BadgeTone } from '../panel/admin-list';

const STATUS_TONES: Readonly<Record<StockUnitStatus, BadgeTone | undefined>> = {
  available: 'ok',
  held: 'info',
  reserved: 'info',
  sold: 'muted',
};

/** A unit's state; apart from the stock list, so a unit's page does not load the list's code. */
export function UnitStatusBadge({ status }: { status: StockUnitStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{STOCK_UNIT_STATUS_LABELS[status]}</Badge>;
}
