/**
 * E-mail alerts (docs/product.md §2 "Avisos por e-mail", docs/decisions/0084): a visitor leaves an e-mail to hear when
 * a unit's price goes down, when a unit held by another buyer's payment can be reserved again, or when a unit that
 * matches a search comes in. Double opt-in: the first e-mail asks to confirm, and nothing else is sent until then;
 * every e-mail carries a link to stop it in one click. The request's schema is alert-request-schemas.ts (zod arrives
 * with it, so the forms load it when touched).
 */

export const ALERT_KINDS = ['price_drop', 'unit_free', 'saved_search'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** The kinds about one unit; the saved search is about the units a search lists. */
export const UNIT_ALERT_KINDS = ['price_drop', 'unit_free'] as const satisfies readonly AlertKind[];
export type UnitAlertKind = (typeof UNIT_ALERT_KINDS)[number];

/** What each kind is asked with: the forms' titles and buttons. */
export const ALERT_KIND_LABELS: Readonly<Record<AlertKind, string>> = {
  price_drop: 'Avisame si baja el precio',
  unit_free: 'Avisame si se libera',
  saved_search: 'Avisame cuando entre una unidad así',
};

/** The product API (docs/product.md §7). */
export const ALERTS_PATH = '/api/v2/territorio/alerts';
/** The earlier 'Avisame si se libera' endpoint, kept as an alias of ALERTS_PATH with `kind: unit_free`. */
export const UNIT_ALERT_PATH = '/api/v2/territorio/unit-alert';
/** RFC 8058 one-click unsubscribe, the `List-Unsubscribe` header's address: POST, no page, no body needed. */
export const ALERT_ONE_CLICK_PREFIX = '/api/v2/territorio/alerts/baja';
/** The page that takes a form's post without JavaScript. */
export const ALERT_FORM_PAGE_PATH = '/alertas';
/** That form's field of a search's filter (`busqueda[marca]`…), and of the page to go back to. */
export const alertSearchField = (param: string) => `busqueda[${param}]`;
export const ALERT_FORM_RETURN_FIELD = 'volver';

export const alertPaths = {
  confirm: (token: string) => `/alertas/confirmar/${token}`,
  unsubscribe: (token: string) => `/alertas/baja/${token}`,
  oneClick: (token: string) => `${ALERT_ONE_CLICK_PREFIX}/${token}`,
};

/** A link's token: 32 random bytes, URL-safe (server/alerts). Anything else is not looked up. */
export function isAlertToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}

/**
 * E-mails of alerts (confirmations included) one address gets in a day of Mendoza at most: a form anyone can fill
 * must not become a way to flood someone's mailbox. An alert whose e-mail would pass it waits for the next day.
 */
export const ALERT_DAILY_MAIL_CAP = 5;
/** Alerts (confirmed or waiting to be) one address may have at once. */
export const ALERT_ACTIVE_CAP = 10;
/** New units one 'Avisame cuando entre una unidad así' e-mail names; the rest are on the search's page. */
export const ALERT_NEW_UNITS_LISTED = 5;

export const ALERT_CONFIRM_SENT_MESSAGE = 'Te enviamos un e-mail para confirmar el aviso.';
export const ALERT_UNIT_GONE_MESSAGE = 'Esta unidad ya no está disponible.';
export const ALERT_UNIT_FREE_MESSAGE = 'La unidad ya está disponible: podés reservarla ahora.';
export const ALERT_DAILY_CAP_MESSAGE = `Hoy ya enviamos ${ALERT_DAILY_MAIL_CAP} e-mails de avisos a esta dirección. Probá de nuevo mañana.`;
export const ALERT_ACTIVE_CAP_MESSAGE = `Ya tenés ${ALERT_ACTIVE_CAP} avisos con este e-mail. Date de baja de alguno (con el enlace de sus e-mails) para pedir otro.`;
export const ALERT_CONSENT_MESSAGE = 'Para enviarte el aviso necesitamos que aceptes recibirlo por e-mail.';
export const ALERT_SEARCH_EMPTY_MESSAGE = 'Elegí al menos un filtro para guardar la búsqueda.';
export const ALERT_KIND_MESSAGE = 'Elegí el tipo de aviso: price_drop, unit_free o saved_search.';
export const ALERT_UNSUBSCRIBED_MESSAGE = 'Listo: ya no vas a recibir este aviso.';

/** Ley 25.326: the consent the form asks for, beside its box, and what the data is for, under the form. */
export const ALERT_CONSENT_LABEL =
  'Acepto recibir este aviso por e-mail. Me puedo dar de baja cuando quiera.';
export const ALERT_DATA_PURPOSE =
  'Usamos tu e-mail solo para este aviso: primero te pedimos que lo confirmes, cada e-mail trae un enlace para darte de baja y, si no lo confirmás, lo borramos.';

/** What a confirmation or unsubscribe page shows of an alert: what it is about, never whose it is. */
export interface AlertSummary {
  kind: AlertKind;
  /** 'Volkswagen Amarok V6, Blanco Candy' or a search's filters as read ('Chevrolet · SUV · hasta $ 40.000.000'). */
  about: string;
  confirmed: boolean;
}

export type AlertRequestOutcome =
  | { ok: true; message: string }
  | { ok: false; message: string; issues: { field: string; message: string }[] };

export type AlertConfirmation =
  /** Confirmed now, or already. */
  | { outcome: 'confirmed'; alert: AlertSummary; already: boolean }
  /** 'Avisame si se libera' for a unit free already: nothing to wait for, the alert is done. */
  | { outcome: 'unit_free'; alert: AlertSummary; reservePath: string }
  | { outcome: 'gone' };

/** The alert pages' calls (server/alerts), set in the router context by the server. */
export interface AlertPagesSource {
  /** A form posted without JavaScript: as the API, with the form's fields. */
  request(input: unknown): Promise<AlertRequestOutcome>;
  find(token: string): Promise<AlertSummary | null>;
  confirm(token: string): Promise<AlertConfirmation>;
  /** Whether there was an alert to remove; removing one already gone is not a failure. */
  unsubscribe(token: string): Promise<boolean>;
}
