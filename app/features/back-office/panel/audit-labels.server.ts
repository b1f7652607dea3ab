import { auditActionLabel } from '#domain/back-office/audit-actions';
import { type AuditChangeLine, auditChangeLines } from '#domain/back-office/audit-changes';
import { AUDIT_SUBJECT_LABELS, type AuditPage } from '#domain/back-office/staff-accounts';

/** A code's name, or the code itself when no part names it (an action recorded before its name existed). */
function namesOf(codes: readonly string[], labels: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(codes.map((code) => [code, labels[code] ?? code]));
}

/** One entry as the page reads it: what was done to which record, by whom, and the change in words. */
export interface AuditLine {
  id: number;
  at: string;
  title: string;
  who: string;
  ipAddress: string | null;
  changes: AuditChangeLine[];
}

/**
 * The names of the actions and subject types a page of the audit log shows (its entries and its filters' choices,
 * every one of which the log's lists hold), and its entries in words (docs/decisions/0069). Built by the loader, so
 * the page's script carries none of the modules that name them.
 */
export function auditLabels(
  log: Pick<AuditPage, 'actions' | 'subjectTypes' | 'entries' | 'names' | 'people'>,
): {
  actions: Record<string, string>;
  subjects: Record<string, string>;
  lines: AuditLine[];
} {
  const accounts = new Map(log.people.map((person) => [person.id, person.name]));
  const lines = log.entries.map((entry): AuditLine => {
    const name = log.names[`${entry.subjectType}:${entry.subjectId}`];
    const subject =
      name ?? `${AUDIT_SUBJECT_LABELS[entry.subjectType] ?? entry.subjectType} ${entry.subjectId}`;
    const person = entry.accountId === null ? undefined : accounts.get(entry.accountId);
    return {
      id: entry.id,
      at: new Date(entry.at).toISOString(),
      title: `${auditActionLabel(entry.action)}: ${subject}`,
      who: person ? `${person} (${entry.accountEmail})` : entry.accountEmail,
      ipAddress: entry.ipAddress,
      changes: auditChangeLines(entry.before, entry.after, { accounts }),
    };
  });
  return {
    actions: Object.fromEntries(log.actions.map((code) => [code, auditActionLabel(code)])),
    subjects: namesOf(log.subjectTypes, AUDIT_SUBJECT_LABELS),
    lines,
  };
}
