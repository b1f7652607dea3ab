import { FULFILMENT_STAGE_LABELS } from '../operation/operation-fulfilment';
import { formatDateTime } from '../shared/mendoza-time';
import { formatMoney } from '../shared/money';
import { formatNumber } from '../shared/numbers';
import { TEST_DRIVE_STATE_LABELS } from '../test-drive/test-drive';
import { LEAD_STATUS_LABELS } from './leads-inbox';
import { STAFF_ROLE_LABELS } from './staff';

/**
 * An audit entry's change in words (docs/decisions/0069): "Estado: Nueva → En curso". The log keeps each record's
 * before and after as its writer saw it; this names the fields in Spanish and writes their values as the back office
 * shows them (money, dates in Mendoza, yes or no, states by their names). A field not named here shows its key.
 */

/** How a field's value reads. */
type FieldKind =
  | 'text'
  | 'money'
  | 'usd'
  | 'instant'
  | 'day'
  | 'yesNo'
  | 'state'
  | 'role'
  | 'account'
  | 'count';

/** Each field the writers keep: its Spanish name and how its value reads. Adding one is one line. */
export const AUDIT_FIELDS: Readonly<Record<string, readonly [label: string, kind: FieldKind]>> = {
  status: ['Estado', 'state'],
  fulfilment: ['Etapa', 'state'],
  assignedAccountId: ['Asignada a', 'account'],
  advisorAccountId: ['Asesor', 'account'],
  followUpAt: ['Seguimiento', 'instant'],
  body: ['Texto', 'text'],
  note: ['Nota', 'text'],
  noteId: ['Nota n.º', 'text'],
  name: ['Nombre', 'text'],
  email: ['E-mail', 'text'],
  role: ['Rol', 'role'],
  brandIds: ['Marcas', 'text'],
  active: ['Activa', 'yesNo'],
  published: ['Publicada', 'yesNo'],
  title: ['Título', 'text'],
  slug: ['Dirección', 'text'],
  summary: ['Resumen', 'text'],
  content: ['Contenido', 'text'],
  category: ['Categoría', 'text'],
  type: ['Tipo', 'text'],
  url: ['Enlace', 'text'],
  linkUrl: ['Enlace', 'text'],
  sortOrder: ['Orden', 'count'],
  displayDate: ['Fecha mostrada', 'day'],
  startsAt: ['Desde', 'instant'],
  endsAt: ['Hasta', 'instant'],
  deletedAt: ['Eliminado', 'instant'],
  documentsReceivedAt: ['Documentación recibida', 'instant'],
  deliveryAt: ['Entrega', 'instant'],
  deliveredAt: ['Entregado', 'instant'],
  deliveryLocationId: ['Sucursal de entrega', 'text'],
  salespersonId: ['Vendedor', 'text'],
  accountId: ['Cuenta del panel', 'account'],
  reason: ['Motivo', 'text'],
  bookingPrice: ['Precio de reserva', 'money'],
  deposit: ['Seña', 'money'],
  price: ['Precio', 'money'],
  amount: ['Monto', 'money'],
  rate: ['Cotización', 'money'],
  value: ['Valor', 'text'],
  code: ['Código', 'text'],
  features: ['Equipamiento', 'text'],
  purpose: ['Motivo', 'text'],
  units: ['Unidades', 'count'],
  rows: ['Registros', 'count'],
  total: ['Total', 'count'],
  page: ['Página', 'count'],
  template: ['Plantilla', 'text'],
  state: ['Turno', 'state'],
  appointmentAt: ['Día y hora', 'instant'],
  vehicle: ['Vehículo', 'text'],
  closures: ['Cierres', 'text'],
  testDriveSlotMinutes: ['Minutos de cada prueba de manejo', 'count'],
};

/** The states any writer keeps, by their names (a lead's, a reservation's stage). */
const STATE_LABELS: Readonly<Record<string, string>> = {
  ...LEAD_STATUS_LABELS,
  ...FULFILMENT_STAGE_LABELS,
  ...TEST_DRIVE_STATE_LABELS,
};

export interface AuditChangeLine {
  field: string;
  before: string | null;
  after: string | null;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** The names a page knows for ids (staff accounts), to write "Asignada a: Nadie → Ana Pérez". */
export interface AuditNames {
  accounts: ReadonlyMap<number, string>;
}

function valueText(value: unknown, kind: FieldKind, names: AuditNames): string {
  if (value === null || value === undefined || value === '') return kind === 'account' ? 'Nadie' : '—';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (Array.isArray(value))
    return value.length === 0 ? '—' : value.map((item) => valueText(item, 'text', names)).join(', ');
  switch (kind) {
    case 'money':
      return formatMoney(value as number | string, 'ARS') || String(value);
    case 'usd':
      return formatMoney(value as number | string, 'USD') || String(value);
    case 'count':
      return typeof value === 'number' ? formatNumber(value) : String(value);
    case 'state':
      return STATE_LABELS[String(value)] ?? String(value);
    case 'role':
      return STAFF_ROLE_LABELS[String(value) as keyof typeof STAFF_ROLE_LABELS] ?? String(value);
    case 'account':
      return names.accounts.get(Number(value)) ?? `Cuenta n.º ${String(value)}`;
    case 'day':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
        ? value.split('-').reverse().join('/')
        : String(value);
    default:
      break;
  }
  if (typeof value === 'string' && ISO_INSTANT.test(value)) {
    const instant = new Date(value);
    if (!Number.isNaN(instant.getTime())) return formatDateTime(instant);
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/**
 * The fields an entry changed, each "campo: antes → después": those whose values differ, or every field of a record
 * created (before null) or of a read (the filters it used). Unchanged fields are left out.
 */
export function auditChangeLines(before: unknown, after: unknown, names: AuditNames): AuditChangeLine[] {
  const was = asRecord(before);
  const is = asRecord(after);
  const keys = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  const lines: AuditChangeLine[] = [];
  for (const key of keys) {
    const old = was[key];
    const now = is[key];
    if (JSON.stringify(old) === JSON.stringify(now)) continue;
    const [label, kind] = AUDIT_FIELDS[key] ?? [key, 'text'];
    lines.push({
      field: label,
      before: before === null || before === undefined ? null : valueText(old, kind, names),
      after: after === null || after === undefined ? null : valueText(now, kind, names),
    });
  }
  return lines;
}
