import { useEffect, useId, useRef, useState } from 'react';
import { phoneLink } from '#domain/content/content';
import { DEALERSHIP, dealershipAddressLine } from '#domain/content/dealership';
import type { CONTACT_RECEIVED_MESSAGE, LeadVehicleIds } from '#domain/content/leads';
import { Button } from '../../components/button';
import { HONEYPOT, HoneypotField } from '../../components/honeypot-field';
import { PersonalDataNotice } from '../../components/personal-data-notice';
import { TextAreaField, TextField } from '../../components/text-field';
import { fieldPropsOf, formText, useFieldErrors, useSingleSubmit } from '../../lib/lead-form';
import { loadOnce } from '../../lib/load-once';
import { CONTACT_ENDPOINT, CONTACT_FIELDS, type ContactFieldName } from './contact-fields';
import './contact-form.css';
import type { ContactOutcome } from './send-contact';

// domain/content/leads.ts holds the schema (and zod, ~24 KB gzipped): importing it statically would push every page that
// shows this form over the 120 KB budget. It comes with the sending code (send-contact.ts), fetched when the visitor
// first touches the form, and the constants are restated here with their types tied to the originals, so a change
// there fails the type check here.
const RECEIVED: typeof CONTACT_RECEIVED_MESSAGE =
  'Recibimos tu mensaje. Un asesor se va a comunicar con vos a la brevedad.';

/** docs/product.md §8 'Recibimos tu mensaje' plus that an advisor will get in touch, as the API words it. */
export const CONTACT_SENT_TITLE = 'Recibimos tu mensaje';
export const CONTACT_SENT_DETAIL = RECEIVED.slice(CONTACT_SENT_TITLE.length + 2);
/** docs/product.md §8 'Contact failed'. */
export const CONTACT_FAILED_TITLE = '¡Hubo un problema!';
export const CONTACT_FAILED_DETAIL = 'No pudimos enviar tu mensaje. Por favor, intentá de nuevo más tarde.';

const loadSending = loadOnce(() => import('./send-contact'));

type Values = Partial<Record<ContactFieldName, string>>;

/** docs/product.md §4 contact form states. */
type Status =
  | { kind: 'untouched' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'failed'; detail: string };

export interface ContactFormProps {
  /** Sent as `subject`: docs/product.md §2 'Formulario de contacto' on /contacto, a family name, 'Oportunidades'… */
  subject: string;
  heading?: string;
  /** The section's id, for links and buttons that scroll to the form. */
  id?: string;
  /** What the message is about, as the catalogue's ids: the server names it and routes it (docs/decisions/0061). */
  vehicle?: LeadVehicleIds;
}

/**
 * docs/product.md §2/§4/§8 contact form: validates with the shared schema, posts JSON to the product API and shows what
 * happened: untouched → sending → sent or failed.
 */
export function ContactForm({ subject, heading, id, vehicle }: ContactFormProps) {
  const uid = useId();
  const prefix = id ?? `contacto${uid.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const headingId = `${prefix}-titulo`;
  const [status, setStatus] = useState<Status>({ kind: 'untouched' });
  const [values, setValues] = useState<Values>({});
  const { formRef, errors, setErrors, showErrors } = useFieldErrors(CONTACT_FIELDS);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const focusResult = useRef(false);

  useEffect(() => {
    if ((status.kind === 'sent' || status.kind === 'failed') && focusResult.current) {
      focusResult.current = false;
      resultRef.current?.focus();
    }
  }, [status]);

  const finish = (next: Status) => {
    focusResult.current = true;
    setStatus(next);
  };

  const onSubmit = useSingleSubmit(submit);

  async function submit(form: FormData) {
    const text = (name: string) => formText(form, name);
    const entered: Values = {
      name: text('name'),
      lastname: text('lastname'),
      telephone: text('telephone'),
      email: text('email'),
      message: text('message'),
    };
    setValues(entered);
    const body = { ...entered, subject, ...vehicle, [HONEYPOT]: text(HONEYPOT) };

    let outcome: ContactOutcome;
    try {
      const { sendContact } = await loadSending();
      outcome = await sendContact(body, () => {
        setErrors({});
        setStatus({ kind: 'sending' });
      });
    } catch {
      // The sending code could not be fetched: the connection is down, so the message could not leave either.
      outcome = { kind: 'failed' };
    }
    if (outcome.kind === 'invalid') {
      setStatus({ kind: 'untouched' });
      showErrors(outcome.errors);
      return;
    }
    finish(
      outcome.kind === 'sent'
        ? { kind: 'sent' }
        : { kind: 'failed', detail: outcome.detail ?? CONTACT_FAILED_DETAIL },
    );
  }

  const reset = (keepValues: boolean) => {
    if (!keepValues) setValues({});
    setErrors({});
    setStatus({ kind: 'untouched' });
    // The form is back: put the visitor where they left off.
    requestAnimationFrame(() => {
      const first = formRef.current?.elements.namedItem('name');
      if (first instanceof HTMLElement) first.focus();
    });
  };

  const sending = status.kind === 'sending';
  const fieldId = (name: string) => `${prefix}-${name}`;
  const field = fieldPropsOf<ContactFieldName>(prefix, values, errors);

  return (
    <section
      id={id}
      // A link that leads to the form moves the keyboard's focus here (app/lib/scroll-to-section.ts).
      tabIndex={-1}
      className="contact-form"
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : 'Formulario de contacto'}
    >
      {heading && (
        <h2 id={headingId} className="contact-form__heading">
          {heading}
        </h2>
      )}
      <div className="contact-form__live">
        {status.kind === 'sent' && (
          <div className="contact-form__result contact-form__result--sent">
            <span className="contact-form__result-icon" aria-hidden="true">
              ✓
            </span>
            <h3 ref={resultRef} tabIndex={-1} className="contact-form__result-title">
              {CONTACT_SENT_TITLE}
            </h3>
            <p>{CONTACT_SENT_DETAIL}</p>
            <Button type="button" variant="secondary" size="sm" onClick={() => reset(false)}>
              Enviar otro mensaje
            </Button>
          </div>
        )}
        {status.kind === 'failed' && (
          <div className="contact-form__result contact-form__result--failed">
            <span className="contact-form__result-icon" aria-hidden="true">
              !
            </span>
            <h3 ref={resultRef} tabIndex={-1} className="contact-form__result-title">
              {CONTACT_FAILED_TITLE}
            </h3>
            <p>{status.detail}</p>
            <p className="contact-form__fallback">
              También podés llamarnos al{' '}
              <a href={phoneLink(DEALERSHIP.phone)} className="contact-form__phone">
                {DEALERSHIP.phone}
              </a>{' '}
              o acercarte a <span className="contact-form__address">{dealershipAddressLine()}</span>.
            </p>
            <Button type="button" variant="secondary" size="sm" onClick={() => reset(true)}>
              Volver a intentar
            </Button>
          </div>
        )}
      </div>

      {(status.kind === 'untouched' || status.kind === 'sending') && (
        <form
          ref={formRef}
          className="contact-form__form"
          method="post"
          action={CONTACT_ENDPOINT}
          noValidate
          aria-busy={sending}
          onSubmit={onSubmit}
          // The sending code is fetched while the visitor types, so the check on submit is instant.
          onFocus={() => void loadSending().catch(() => {})}
        >
          <div className="contact-form__grid">
            <TextField label="Nombre" required autoComplete="given-name" {...field('name')} />
            <TextField label="Apellido" required autoComplete="family-name" {...field('lastname')} />
            <TextField
              label="Teléfono"
              type="tel"
              required
              autoComplete="tel"
              inputMode="tel"
              {...field('telephone')}
            />
            <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
          </div>
          <TextAreaField
            label="Mensaje"
            helpText="Opcional: contanos qué vehículo o servicio te interesa."
            rows={4}
            maxLength={2000}
            {...field('message')}
          />
          <HoneypotField id={fieldId(HONEYPOT)} />
          <div className="contact-form__actions">
            <Button type="submit" disabled={sending}>
              {sending ? 'Enviando…' : 'Enviar'}
            </Button>
            <p className="contact-form__note">Nombre, apellido y teléfono son obligatorios.</p>
          </div>
          <PersonalDataNotice purpose="Usamos tus datos solo para responder tu consulta." />
        </form>
      )}
    </section>
  );
}
