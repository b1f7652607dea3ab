import { BANNER_AUDIT_ACTION_LABELS } from '#domain/back-office/banner-editing';
import { FINANCING_AUDIT_ACTION_LABELS } from '#domain/back-office/credit-plan-editing';
import { LEAD_AUDIT_ACTION_LABELS } from '#domain/back-office/leads-inbox';
import { MAIL_OUTBOX_AUDIT_ACTION_LABELS } from '#domain/back-office/mail-outbox-desk';
import { NEWS_AUDIT_ACTION_LABELS } from '#domain/back-office/news-editing';
import { POPUP_AUDIT_ACTION_LABELS } from '#domain/back-office/popup-editing';
import { PROMOTION_AUDIT_ACTION_LABELS } from '#domain/back-office/promotion-editing';
import { DESK_AUDIT_ACTION_LABELS } from '#domain/back-office/reservations-desk';
import { SITE_AUDIT_ACTION_LABELS } from '#domain/back-office/site-editing-records';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_SUBJECT_LABELS,
  type AuditPage,
} from '#domain/back-office/staff-accounts';
import { STORY_AUDIT_ACTION_LABELS } from '#domain/back-office/story-editing';
import { USED_GUIDE_AUDIT_ACTION_LABELS } from '#domain/back-office/used-guide-csv';
import { OPERATION_AUDIT_ACTION_LABELS } from '#domain/operation/operation-fulfilment';

/** Every part of the back office names the actions it records. */
const ACTION_LABELS: Readonly<Record<string, string>> = {
  ...AUDIT_ACTION_LABELS,
  ...LEAD_AUDIT_ACTION_LABELS,
  ...OPERATION_AUDIT_ACTION_LABELS,
  ...DESK_AUDIT_ACTION_LABELS,
  ...BANNER_AUDIT_ACTION_LABELS,
  ...POPUP_AUDIT_ACTION_LABELS,
  ...SITE_AUDIT_ACTION_LABELS,
  ...NEWS_AUDIT_ACTION_LABELS,
  ...STORY_AUDIT_ACTION_LABELS,
  ...PROMOTION_AUDIT_ACTION_LABELS,
  ...FINANCING_AUDIT_ACTION_LABELS,
  ...USED_GUIDE_AUDIT_ACTION_LABELS,
  ...MAIL_OUTBOX_AUDIT_ACTION_LABELS,
};

/** A code's name, or the code itself when no part names it (an action recorded before its name existed). */
function namesOf(codes: readonly string[], labels: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(codes.map((code) => [code, labels[code] ?? code]));
}

/**
 * The names of the actions and subject types a page of the audit log shows (its entries and its filters' choices,
 * every one of which the log's lists hold). Built by the loader, so the page's script carries none of the
 * modules that name them.
 */
export function auditLabels(log: Pick<AuditPage, 'actions' | 'subjectTypes'>): {
  actions: Record<string, string>;
  subjects: Record<string, string>;
} {
  return {
    actions: namesOf(log.actions, ACTION_LABELS),
    subjects: namesOf(log.subjectTypes, AUDIT_SUBJECT_LABELS),
  };
}
