import { useEffect, useState } from 'react';
import type { HONEYPOT_FIELD } from '#domain/content/leads';
import { Button } from '../../components/button';
import { PersonalDataNotice } from '../../components/personal-data-notice';
import { TextField } from '../../components/text-field';
import {
  formText,
  hasErrors,
  issuesToErrors,
  readRefusal,
  schemaErrors,
  useFieldErrors,
  useSingleSubmit,
} from '../../lib/lead-form';
import { loadOnce } from '../../lib/load-once';

/** docs/product.md §7 Product API. */
export const UNIT_ALERT_ENDPOINT = '/api/v2/territorio/unit-alert';

// As the price-request form: the shared schema (and zod with it) arrives when the visitor first touches the form.
const HONEYPOT: typeof HONEYPOT_FIELD = 'website';
const loadLeads = loadOnce(() => import('#domain/content/leads'));

type FieldName = 'email' | 'name';
const FIELD_ORDER: readonly FieldName[] = ['email', 'name'];

const FAILED_MESSAGE = 'No pudimos guardar tu pedido. Probá de nuevo en unos minutos.';

/**
 * docs/product.md §2 units overlay, 'Avisame si se libera': the e-mail (required) and the name (optional) of a visitor
 * to be told when a unit held by another buyer's payment can be reserved again.
 */
export function UnitAlertForm({ stockId }: { stockId: number }) {
  const [values, setValues] = useState<Partial<Record<FieldName, string>>>({});
  const { formRef, errors, setErrors, showErrors } = useFieldErrors(FIELD_ORDER);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ done: boolean; message: string } | null>(null);

  // Opened by 'Avisame si se libera': the e-mail takes the focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: formRef is a ref, the same for the form's whole life.
  useEffect(() => {
    const first = formRef.current?.elements.namedItem('email');
    if (first instanceof HTMLElement) first.focus();
  }, []);

  const onSubmit = useSingleSubmit(async (form) => {
    const entered = { email: formText(form, 'email'), name: formText(form, 'name') };
    setValues(entered);
    const body = { ...entered, stock_id: stockId, [HONEYPOT]: formText(form, HONEYPOT) };
    try {
      const { unitAlertSchema } = await loadLeads();
      const found = schemaErrors(unitAlertSchema, body, FIELD_ORDER);
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
      const response = await fetch(UNIT_ALERT_ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = response.ok
        ? ((await response.json()) as { data?: { message?: string } }).data?.message
        : undefined;
      if (response.ok) {
        setOutcome({ done: true, message: answer ?? '' });
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
      <p className="unit-alert__done" role="status">
        {outcome.message}
      </p>
    );
  }

  const field = (name: FieldName) => ({
    id: `aviso-${stockId}-${name}`,
    name,
    defaultValue: values[name],
    error: Boolean(errors[name]),
    errorMessage: errors[name],
  });

  return (
    <form
      ref={formRef}
      className="unit-alert"
      method="post"
      action={UNIT_ALERT_ENDPOINT}
      noValidate
      aria-busy={sending}
      aria-label="Avisame si se libera"
      onSubmit={onSubmit}
      onFocus={() => void loadLeads().catch(() => {})}
    >
      <p className="unit-alert__intro">Te escribimos una sola vez, si la unidad vuelve a estar disponible.</p>
      <TextField label="Email" type="email" required autoComplete="email" {...field('email')} />
      <TextField label="Nombre (opcional)" autoComplete="given-name" {...field('name')} />
      {/* Honeypot (domain/content/leads.ts): off-screen, out of the tab order and hidden from assistive technology. */}
      <div className="unit-alert__trap" aria-hidden="true">
        <label htmlFor={`aviso-${stockId}-website`}>No completar</label>
        <input id={`aviso-${stockId}-website`} name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {outcome && (
        <p className="unit-alert__error" role="alert">
          {outcome.message}
        </p>
      )}
      <Button type="submit" variant="secondary" disabled={sending}>
        {sending ? 'Enviando…' : 'Avisame'}
      </Button>
      <PersonalDataNotice purpose="Usamos tu e-mail solo para avisarte si la unidad se libera." />
    </form>
  );
}
