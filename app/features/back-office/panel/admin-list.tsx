import type { ReactNode } from 'react';
import { formatDateTime } from '#domain/shared/mendoza-time';
import { formatNumber } from '#domain/shared/numbers';
import type { SelectOption } from './admin-fields';

/** What the back office's lists show of each row: an instant, a state, a count, the choices of a select. */

// An amount, and the amounts in a text, each kept on one line (./admin-amounts.tsx, apart so the fields can use it too).
export { Amount, WithAmounts } from './admin-amounts';

/** An instant as the pages show it, in Mendoza's time, readable by machines too. */
export const dateTime = (iso: string) => <time dateTime={iso}>{formatDateTime(new Date(iso))}</time>;

export type BadgeTone = 'info' | 'ok' | 'off' | 'muted';

/** A short state beside a row or a heading; the tone sets it apart (under way, done, closed, set aside). */
export function Badge({ tone, children }: { tone?: BadgeTone | undefined; children: ReactNode }) {
  return <span className={tone ? `admin-badge admin-badge--${tone}` : 'admin-badge'}>{children}</span>;
}

/** "1 consulta", "1.250 consultas". */
export const countOf = (total: number, one: string, many: string) =>
  total === 1 ? `1 ${one}` : `${formatNumber(total)} ${many}`;

/** The choices of a list of codes, each under its label. */
export const choicesOf = <Code extends string>(
  codes: readonly Code[],
  labels: Readonly<Record<Code, string>>,
): SelectOption[] => codes.map((code) => ({ value: code, label: labels[code] }));

/** The choices of records that have an id and a name (brands, branches, people). */
export const namedChoices = (records: readonly { id: number; name: string }[]): SelectOption[] =>
  records.map((record) => ({ value: record.id, label: record.name }));
