import { alertRequestSchema } from '#domain/content/alert-request-schemas';
import { ALERT_CONFIRM_SENT_MESSAGE, type AlertPagesSource } from '#domain/content/alerts';
import { RefusalError } from '../platform/errors';
import { alertSummary, confirmAlert, unsubscribeAlert } from './alert-records';
import { type AlertsDependencies, askForAlert } from './routes';

/** The alert pages' calls (/alertas…), for the router context: the same rules as the API. */
export function alertPagesSource(deps: AlertsDependencies): AlertPagesSource {
  const { db } = deps;
  return {
    async request(input) {
      const parsed = alertRequestSchema.safeParse(input);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((issue) => ({
          field: issue.path.join('.'),
          message: issue.message,
        }));
        return { ok: false, message: issues[0]?.message ?? 'Revisá los datos del aviso.', issues };
      }
      try {
        await askForAlert(deps, parsed.data, 'alert-page');
      } catch (error) {
        if (!(error instanceof RefusalError)) throw error;
        return { ok: false, message: error.message, issues: [] };
      }
      return { ok: true, message: ALERT_CONFIRM_SENT_MESSAGE };
    },
    find: (token) => alertSummary(db, token),
    confirm: (token) => confirmAlert(db, token),
    unsubscribe: (token) => unsubscribeAlert(db, token),
  };
}
