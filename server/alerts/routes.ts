import { Hono } from 'hono';
import {
  type AlertRequest,
  alertRequestSchema,
  unitAlertAliasSchema,
} from '#domain/content/alert-request-schemas';
import {
  ALERT_CONFIRM_SENT_MESSAGE,
  ALERT_ONE_CLICK_PREFIX,
  ALERT_UNSUBSCRIBED_MESSAGE,
  ALERTS_PATH,
  isAlertToken,
  UNIT_ALERT_PATH,
} from '#domain/content/alerts';
import { isHoneypotFilled } from '#domain/content/leads';
import type { Database } from '../db/client';
import type { Config } from '../platform/config';
import { NotFoundError, RefusalError, ServiceUnavailableError } from '../platform/errors';
import type { Logger } from '../platform/logger';
import { requireJson, validate } from '../requests/validation';
import { requestAlert, unsubscribeAlert } from './alert-records';

export interface AlertsDependencies {
  db: Database;
  config: Pick<Config, 'PUBLIC_URL'>;
  logger: Logger;
}

const LINK_NOT_VALID = 'Este enlace no es válido.';

/**
 * Asks for an alert (domain/content/alerts.ts): a bot that filled the honeypot gets the usual answer and nothing is
 * kept; a refusal is the answer itself; any other failure is logged by name only (it may quote the e-mail) and is a
 * 503, as a lead's.
 */
export async function askForAlert(deps: AlertsDependencies, request: AlertRequest, form: string) {
  if (isHoneypotFilled(request)) {
    deps.logger.info({ form }, 'honeypot filled; alert discarded');
    return;
  }
  try {
    await requestAlert(deps.db, request, deps.config.PUBLIC_URL);
  } catch (error) {
    if (error instanceof RefusalError) throw error;
    deps.logger.error({ form, err: { name: (error as Error).name } }, 'alert could not be saved');
    throw new ServiceUnavailableError('alert could not be saved', { cause: error });
  }
  deps.logger.info({ form, kind: request.kind }, 'alert asked for');
}

/**
 * POST /api/v2/territorio/alerts, its alias POST /api/v2/territorio/unit-alert, and RFC 8058's one-click unsubscribe
 * (docs/product.md §7). Limited per client as every public post (server/http/rate-limit.ts); JSON only, which a form
 * of another site cannot send without the browser asking first.
 */
export function alertRoutes(deps: AlertsDependencies) {
  const sent = { data: { message: ALERT_CONFIRM_SENT_MESSAGE } };
  return (
    new Hono()
      .post(ALERTS_PATH, requireJson(), validate('json', alertRequestSchema), async (c) => {
        await askForAlert(deps, c.req.valid('json'), 'alert');
        return c.json(sent, 201);
      })
      // The endpoint 'Avisame si se libera' had before the kinds: its body as it was, its consent the confirmation.
      .post(UNIT_ALERT_PATH, requireJson(), validate('json', unitAlertAliasSchema), async (c) => {
        const body = c.req.valid('json');
        await askForAlert(deps, { ...body, kind: 'unit_free', consent: true }, 'unit-alert');
        return c.json(sent, 201);
      })
      // A mail client posts `List-Unsubscribe=One-Click` here, without a page and without cookies; the body says
      // nothing more, so it is not read. Removing an alert already gone is done as well.
      .post(`${ALERT_ONE_CLICK_PREFIX}/:token`, async (c) => {
        const token = c.req.param('token');
        if (!isAlertToken(token)) throw new NotFoundError(LINK_NOT_VALID);
        await unsubscribeAlert(deps.db, token);
        return c.json({ data: { message: ALERT_UNSUBSCRIBED_MESSAGE } });
      })
  );
}
