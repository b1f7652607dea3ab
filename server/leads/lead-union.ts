import { type SQL, sql } from 'drizzle-orm';

/** The brands a reader may see: all of them (leads of no brand included), or these (docs/product.md §6). */
export type LeadScope = 'all' | readonly number[];

/**
 * The lead tables as one list (docs/decisions/0026): each keeps its own columns, and the inbox reads what they
 * share. The subject is what the lead is about: the contact form's subject, the vehicle asked about, the position.
 */
export const LEADS = sql.raw(`(
  select 'contact'::text as kind, id, brand_id, subject, name, lastname, email, telephone as phone, message,
         status, assigned_account_id, created_at
    from contact_messages
  union all
  select 'price_request'::text, id, brand_id, vehicle, name, lastname, email, cellphone, null::text,
         status, assigned_account_id, created_at
    from price_requests
  union all
  select 'job_application'::text, id, brand_id, coalesce(position, ''), name, lastname, email, cellphone, message,
         status, assigned_account_id, created_at
    from job_applications
  union all
  select 'test_drive'::text, id, brand_id, vehicle, name, lastname, nullif(email, ''), nullif(phone, ''), null::text,
         status, assigned_account_id, created_at
    from test_drives
) as leads`);

/** The leads of the brands a reader may see; a `sales` person never reaches another brand's lead. */
export function scopeCondition(scope: LeadScope): SQL | undefined {
  if (scope === 'all') return undefined;
  if (scope.length === 0) return sql`false`;
  return sql`leads.brand_id = any(${sql.raw(`'{${scope.map((id) => Math.trunc(id)).join(',')}}'::int[]`)})`;
}
