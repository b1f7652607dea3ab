import type { Currency } from '../catalogue/brands';
import type { ExportTable } from './export-formats';
import { type InboxRow, LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from './leads-inbox';
import { DESK_STAGE_LABELS, type DeskListRow } from './reservations-desk';
import { STOCK_UNIT_STATUS_LABELS, type StockUnitFacts } from './stock-editing';

/** Each list's one column definition, for its CSV and its .xlsx alike (export-formats.ts, docs/decisions/0074). */

export * from './export-formats';

/** A lead of the inbox's export: the list's row and its message. */
export type InboxExportRow = InboxRow & { message: string | null };

export const INBOX_EXPORT: ExportTable<InboxExportRow> = {
  sheet: 'Consultas',
  baseName: 'consultas',
  columns: [
    { header: 'Tipo', kind: 'text', width: 18, value: (row) => LEAD_KIND_LABELS[row.kind] },
    { header: 'Número', kind: 'integer', width: 9, value: (row) => row.id },
    { header: 'Marca', kind: 'text', width: 14, value: (row) => row.brandName },
    { header: 'Asunto', kind: 'text', width: 28, value: (row) => row.subject },
    { header: 'Nombre', kind: 'text', width: 16, value: (row) => row.name },
    { header: 'Apellido', kind: 'text', width: 16, value: (row) => row.lastname },
    { header: 'E-mail', kind: 'text', width: 28, value: (row) => row.email },
    { header: 'Teléfono', kind: 'text', width: 18, value: (row) => row.phone },
    { header: 'Recibida', kind: 'datetime', width: 17, value: (row) => row.createdAt },
    { header: 'Estado', kind: 'text', width: 14, value: (row) => LEAD_STATUS_LABELS[row.status] },
    { header: 'Asignada a', kind: 'text', width: 18, value: (row) => row.assignedTo?.name },
    { header: 'Mensaje', kind: 'text', width: 50, value: (row) => row.message },
  ],
};

/** An operation of the desk's export: the list's row, and the buyer's DNI and phone the page does not show. */
export type DeskExportRow = DeskListRow & { dni: string | null; telephone: string | null };

export const DESK_EXPORT: ExportTable<DeskExportRow> = {
  sheet: 'Reservas',
  baseName: 'reservas',
  columns: [
    { header: 'Código', kind: 'text', width: 14, value: (row) => row.code },
    { header: 'Estado', kind: 'text', width: 22, value: (row) => DESK_STAGE_LABELS[row.stage] },
    { header: 'Marca', kind: 'text', width: 14, value: (row) => row.brandName },
    { header: 'Comprador', kind: 'text', width: 24, value: (row) => row.buyerName },
    { header: 'DNI', kind: 'text', width: 12, value: (row) => row.dni },
    { header: 'E-mail', kind: 'text', width: 28, value: (row) => row.email },
    { header: 'Teléfono', kind: 'text', width: 18, value: (row) => row.telephone },
    { header: 'Unidad', kind: 'text', width: 28, value: (row) => row.vehicle },
    { header: 'Chasis', kind: 'text', width: 20, value: (row) => row.chassis },
    {
      header: 'Total',
      kind: 'money',
      width: 16,
      value: (row) => row.totalAmount,
      currency: (row) => row.currency,
    },
    { header: 'Iniciada', kind: 'datetime', width: 17, value: (row) => row.createdAt },
    { header: 'Reservada', kind: 'datetime', width: 17, value: (row) => row.reservedAt },
    { header: 'Entrega', kind: 'datetime', width: 17, value: (row) => row.deliveryAt },
    { header: 'Lugar de entrega', kind: 'text', width: 20, value: (row) => row.deliveryLocation },
    { header: 'Asesor', kind: 'text', width: 18, value: (row) => row.advisor?.name },
  ],
};

/** A unit of the stock's export: what the list shows, with its price. */
export type StockExportRow = StockUnitFacts & { listPrice: number; currency: Currency; photoCount: number };

export const STOCK_EXPORT: ExportTable<StockExportRow> = {
  sheet: 'Stock',
  baseName: 'stock',
  columns: [
    { header: 'Chasis', kind: 'text', width: 20, value: (row) => row.chassis },
    { header: 'Marca', kind: 'text', width: 14, value: (row) => row.brandName },
    { header: 'Familia', kind: 'text', width: 16, value: (row) => row.family },
    { header: 'Modelo', kind: 'text', width: 30, value: (row) => row.model },
    { header: 'Color', kind: 'text', width: 16, value: (row) => row.color },
    { header: 'Año', kind: 'integer', width: 8, value: (row) => row.modelYear },
    { header: 'Ubicación', kind: 'text', width: 18, value: (row) => row.location },
    { header: 'Estado', kind: 'text', width: 14, value: (row) => STOCK_UNIT_STATUS_LABELS[row.status] },
    {
      header: 'Precio',
      kind: 'money',
      width: 16,
      value: (row) => row.listPrice,
      currency: (row) => row.currency,
    },
    { header: 'Fotos', kind: 'integer', width: 8, value: (row) => row.photoCount },
  ],
};
