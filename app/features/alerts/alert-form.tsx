import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { SearchFilters } from '#domain/catalogue/stock-search-filters';
import {
  ALERT_CONSENT_LABEL,
  ALERT_DATA_PURPOSE,
  ALERT_FORM_PAGE_PATH,
  ALERT_FORM_RETURN_FIELD,
  ALERTS_PATH,
  type AlertKind,
  alertSearchField,
} from '#domain/content/alerts';
import { Button } from '../../components/button';
import { HONEYPOT, HoneypotField } from '../../components/honeypot-field';
import { PersonalDataNotice } from '../../components/personal-data-notice';
import { TextField } from '../../components/text-field';
import {
  fieldPropsOf,
  formText,
  hasErrors,
  issuesToErrors,
  readRefusal,
  schemaErrors,
  useFieldErrors,
  useSingleSubmit,
} from '../../lib/lead-form';
import { loadOnce } from '../../lib/load-once';

// As the lead forms: the shared schema (and zod with it) arrives when the visitor first touches the form.
const loadAlerts = loadOnce(() => import('#domain/content/alert-request-schemas'));

type FieldName = 'email' | 'name' | 'consent';
const FIELD_ORDER: readonly FieldName[] = ['email', 'name', 'consent'];

const FAILED_MESSAGE = 'No pudimos guardar tu aviso. Probá de nuevo en unos minutos.';

export type AlertSubject = { stockId: number } | { search: SearchFilters };

export interface AlertFormProps {
  kind: AlertKind;
  subject: AlertSubject;
  /** The form's accessible name: the kind's label ('Avisame si baja el precio'). */
  label: string;
  /** One line above the fields: what will be sent, and when. */
  intro: string;
  /** Makes the fields' ids unique on a page with several forms. */
  idPrefix: string;
  /** The e-mail takes the focus when the form appears (opened by a button). */
  focusOnMount?: boolean;
}

/**
 * An e-mail alert's form (domain/content/alerts.ts, docs/decisions/0084): the e-mail, a name to greet, and the consent
 * Ley 25.326 asks for. With JavaScript it posts JSON to the API and says 'Te enviamos un e-mail para confirmar el
 * aviso.' in its place; without, it posts the same fields to /alertas, whose page answers.
 */
export function AlertForm({ kind, subject, label, intro, idPrefix, focusOnMount }: AlertFormProps) {
  const location = useLocation();
  const [values, setValues] = useState<Partial<Record<'email' | 'name', string>>>({});
  const { formRef, errors, setErrors, showErrors } = useFieldErrors(FIELD_ORDER);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ done: boolean; message: string } | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: formRef is a ref, the same for the form's whole life.
  useEffect(() => {
    if (!focusOnMount) return;
    const first = formRef.current?.elements.namedItem('email');
    if (first instanceof HTMLElement) first.focus();
  }, [focusOnMount]);

  const onSubmit = useSingleSubmit(async (form) => {
    const entered = { email: formText(form, 'email'), name: formText(form, 'name') };
    setValues(entered);
    const body = {
      kind,
      ...('stockId' in subject ? { stock_id: subject.stockId } : { search: subject.search }),
      ...entered,
      consent: form.get('consent') === 'on',
      [HONEYPOT]: formText(form, HONEYPOT),
    };
    try {
      const { alertRequestSchema } = await loadAlerts();
      const found = schemaErrors(alertRequestSchema, body, FIELD_ORDER);
      if (hasErrors(found)) {
        showErrors(found);
        return;
      }
    } catch {
      // The schema could not be fetched: the server checks the same way.
    }
    setErrors({});
    setSending(true);
    try {
      const response = await fetch(ALERTS_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      if (response.ok) {
        const answer = (await response.json()) as { data?: { message?: string } };
        setOutcome({ done: true, message: answer.data?.message ?? '' });
      } else {
        const refusal = await readRefusal(response);
        const found = issuesToErrors(refusal.issues, FIELD_ORDER);
        if (hasErrors(found)) showErrors(found);
        else setOutcome({ done: false, message: refusal.error ?? FAILED_MESSAGE });
      }
    } catch {
      setOutcome({ done: false, message: FAILED_MESSAGE });
    }
    setSending(false);
  });

  if (outcome?.done) {
    return (
      <p className="alert-form__done" role="status">
        {outcome.message}
      </p>
    );
  }

  const id = (name: string) => `${idPrefix}-${name}`;
  const field = fieldPropsOf<'email' | 'name'>(idPrefix, values, errors);

  return (
    <form
      ref={formRef}
      className="alert-form"
      method="post"
      action={ALERT_FORM_PAGE_PATH}
      noValidate
      aria-busy={sending}
      aria-label={label}
      onSubmit={onSubmit}
      onFocus={() => void loadAlerts().catch(() => {})}
    >
      <input type="hidden" name="kind" value={kind} />
      {'stockId' in subject ? (
        <input type="hidden" name="stock_id" value={subject.stockId} />
      ) : (
        Object.entries(subject.search).map(([param, value]) => (
          <input key={param} type="hidden" name={alertSearchField(param)} value={value} />
        ))
      )}
      <input type="hidden" name={ALERT_FORM_RETURN_FIELD} value={`${location.pathname}${location.search}`} />
      <p className="alert-form__intro">{intro}</p>
      <TextField label="Email" type="email" required autoComplete="email" {...field('email')} />
      <TextField label="Nombre (opcional)" autoComplete="given-name" {...field('name')} />
      <div className={`alert-form__consent${errors.consent ? ' alert-form__consent--error' : ''}`}>
        <input
          id={id('consent')}
          name="consent"
          type="checkbox"
          required
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={errors.consent ? id('consent-error') : undefined}
        />
        <label htmlFor={id('consent')}>{ALERT_CONSENT_LABEL}</label>
        {errors.consent && (
          <p id={id('consent-error')} className="alert-form__error">
            {errors.consent}
          </p>
        )}
      </div>
      <HoneypotField id={id('website')} />
      {outcome && (
        <p className="alert-form__error" role="alert">
          {outcome.message}
        </p>
      )}
      <Button type="submit" variant="secondary" disabled={sending}>
        {sending ? 'Enviando…' : 'Avisame'}
      </Button>
      <PersonalDataNotice purpose={ALERT_DATA_PURPOSE} />
    </form>
  );
}
