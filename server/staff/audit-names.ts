import { type SQL, sql } from 'drizzle-orm';
import { LEAD_KIND_LABELS, LEAD_KINDS, type LeadKind } from '#domain/back-office/leads-inbox';
import { type Database, selectRows } from '../db/client';

/**
 * The names of the records a page of the audit log is about (docs/decisions/0069): "Pedido de precio n.º 2",
 * "Volkswagen: Ventas", a unit's model and chassis, a news item's title. One query per kind of record on the page; a
 * record since deleted, or a kind without a name (a list read, an upload), keeps its code.
 */
const NAME_QUERIES: Readonly<Record<string, (ids: string[]) => SQL>> = {
  staff_account: (ids) => sql`select id::text as id, name from staff_accounts where id::text in ${ids}`,
  news: (ids) => sql`select id::text as id, title as name from news where id::text in ${ids}`,
  story: (ids) => sql`select id::text as id, title as name from stories where id::text in ${ids}`,
  lead_reply: (ids) => sql`select id::text as id, name from lead_reply_templates where id::text in ${ids}`,
  banner: (ids) => sql`select id::text as id, name from banners where id::text in ${ids}`,
  popup: (ids) => sql`select id::text as id, name from popups where id::text in ${ids}`,
  promotion: (ids) => sql`select id::text as id, code as name from promotions where id::text in ${ids}`,
  credit_plan: (ids) => sql`select id::text as id, name from credit_plans where id::text in ${ids}`,
  family: (ids) => sql`select id::text as id, name from families where id::text in ${ids}`,
  version: (ids) => sql`select id::text as id, name from versions where id::text in ${ids}`,
  location: (ids) => sql`select id::text as id, name from locations where id::text in ${ids}`,
  salesperson: (ids) =>
    sql`select id::text as id, fullname as name from salespeople where id::text in ${ids}`,
  brand: (ids) => sql`select id::text as id, name from brands where id::text in ${ids}`,
  test_drive_unit: (ids) =>
    sql`select d.id::text as id, 'Unidad de prueba ' || b.name || ' ' || f.name || ' ' || v.name || ' (' || l.name || ')' as name
          from test_drive_units d join versions v on v.id = d.version_id join families f on f.id = v.family_id
          join brands b on b.id = f.brand_id join locations l on l.id = d.location_id
         where d.id::text in ${ids}`,
  stock_unit: (ids) =>
    sql`select chassis as id, model || ' · ' || color || ' (' || chassis || ')' as name
          from stock_units where chassis in ${ids}`,
  operation: (ids) => sql`select code as id, 'Reserva ' || code as name from operations where code in ${ids}`,
  // A version of the used-vehicle guide, by its codia (the guide's file as a whole has none: it keeps its label).
  used_guide: (ids) =>
    sql`select v.codia::text as id, b.name || ' ' || m.name || ' · ' || v.description as name
          from used_versions v join used_models m on m.id = v.model_id join used_brands b on b.id = m.brand_id
         where v.codia::text in ${ids}`,
};

const leadKindOf = (text: string | undefined): LeadKind | undefined =>
  LEAD_KINDS.find((kind) => kind === text);

/** A lead is named by its kind and number, never by the person: "Pedido de precio n.º 2". */
function leadName(subjectId: string): string | undefined {
  const [kindText, id] = subjectId.split(':');
  const kind = leadKindOf(kindText);
  return kind && id && /^\d+$/.test(id) ? `${LEAD_KIND_LABELS[kind]} n.º ${id}` : undefined;
}

/** Each entry's record name, by `${subjectType}:${subjectId}`. */
export async function auditSubjectNames(
  db: Database,
  entries: readonly { subjectType: string; subjectId: string }[],
): Promise<Record<string, string>> {
  const names: Record<string, string> = {};
  const idsByType = new Map<string, Set<string>>();
  for (const entry of entries) {
    if (entry.subjectType === 'lead') {
      const name = leadName(entry.subjectId);
      if (name) names[`lead:${entry.subjectId}`] = name;
      continue;
    }
    if (!NAME_QUERIES[entry.subjectType]) continue;
    const ids = idsByType.get(entry.subjectType) ?? new Set<string>();
    ids.add(entry.subjectId);
    idsByType.set(entry.subjectType, ids);
  }
  await Promise.all(
    [...idsByType].map(async ([type, ids]) => {
      const query = NAME_QUERIES[type];
      if (!query) return;
      const rows = await selectRows<{ id: string; name: string | null }>(db, query([...ids]));
      for (const row of rows) if (row.name) names[`${type}:${row.id}`] = row.name;
    }),
  );
  return names;
}
