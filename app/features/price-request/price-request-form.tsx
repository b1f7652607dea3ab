import { useEffect, useState } from 'react';
import type { LeadVehicleIds } from '#domain/content/leads';
import { Button } from '../../components/button';
import { HONEYPOT, HoneypotField } from '../../components/honeypot-field';
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
import { unlockPrices } from './price-request-flag';
import './price-request.css';
import { visitSource } from '../../lib/sent-visit-source';

/** docs/product.md §7 Product API. */
export const PRICE_REQUEST_ENDPOINT = '/api/v2/territorio/price-request';

// domain/content/leads.ts brings zod (~28 KB gzipped): it is fetched when the visitor first touches the form, as the contact
// form does, and the honeypot's name is restated with its type tied to the original.

const loadLeads = loadOnce(() => import('#domain/content/leads'));

type FieldName = 'name' | 'lastname' | 'email' | 'cellphone';
type Values = Partial<Record<FieldName, string>>;
const FIELD_ORDER: readonly FieldName[] = ['name', 'lastname', 'email', 'cellphone'];

interface PriceRequestFormProps {
  /** What the buyer asks the prices of, as the catalogue's ids: the server names it (docs/decisions/0061). */
  vehicle: LeadVehicleIds;
  /** The request went through (true) or failed (false); either way the flow proceeds (docs/product.md §7). */
  onDone: (succeeded: boolean) => void;
}

/**
 * docs/product.md §2/§5 price request: name, last name and e-mail required, cellphone optional; posts JSON to the product API.
 * Invalid data keeps the visitor in the form with the schema's messages; any other outcome, success or not, shows the
 * prices, and only a success stores the session flag (docs/product.md §4).
 */
export function PriceRequestForm({ vehicle, onDone }: PriceRequestFormProps) {
  const [values, setValues] = useState<Values>({});
  const { formRef, errors, setErrors, showErrors } = useFieldErrors(FIELD_ORDER);
  const [sending, setSending] = useState(false);

  // The form opens in an overlay to be filled in: the first field takes the focus (the overlay may have given it to
  // its close button before this part arrived).
  // biome-ignore lint/correctness/useExhaustiveDependencies: formRef is a ref, the same for the form's whole life.
  useEffect(() => {
    const first = formRef.current?.elements.namedItem('name');
    if (first instanceof HTMLElement) first.focus();
  }, []);

  const onSubmit = useSingleSubmit(submit);

  async function submit(form: FormData) {
    const text = (name: string) => formText(form, name);
    const entered: Values = {
      name: text('name'),
      lastname: text('lastname'),
      email: text('email'),
      cellphone: text('cellphone'),
    };
    setValues(entered);
    const body = { ...entered, ...vehicle, [HONEYPOT]: text(HONEYPOT) };

    try {
      const { priceRequestSchema } = await loadLeads();
      const found = schemaErrors(priceRequestSchema, body, FIELD_ORDER);
      if (hasErrors(found)) {
        showErrors(found);
        return;
      }
    } catch {
      // The schema could not be fetched: the server checks the same way.
    }
    setErrors({});
    setSending(true);

    let succeeded = false;
    try {
      const response = await fetch(PRICE_REQUEST_ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ ...body, source: visitSource() }),
      });
      if (response.status === 400) {
        // An issue about `vehicle` is ours, not the visitor's, and lets the flow proceed.
        const found = issuesToErrors((await readRefusal(response)).issues, FIELD_ORDER);
        if (hasErrors(found)) {
          setSending(false);
          showErrors(found);
          return;
        }
      }
      succeeded = response.ok;
    } catch {
      // Offline or the server unreachable: the flow proceeds all the same (docs/product.md §7).
    }
    setSending(false);
    unlockPrices(succeeded);
    onDone(succeeded);
  }

  const field = fieldPropsOf<FieldName>('pedido-precio', values, errors);

  return (
    <form
      ref={formRef}
      className="price-request"
      method="post"
      action={PRICE_REQUEST_ENDPOINT}
      noValidate
      aria-busy={sending}
      onSubmit={onSubmit}
      onFocus={() => void loadLeads().catch(() => {})}
    >
      <p className="price-request__intro">
        Dejanos tus datos y te mostramos los precios de todas las versiones. Un asesor te va a contactar para
        ayudarte con tu compra.
      </p>
      <div className="price-request__grid">
        <TextField label="Nombre" required autoComplete="given-name" {...field('name')} />
        <TextField label="Apellido" required autoComplete="family-name" {...field('lastname')} />
        <TextField label="Email" type="email" required autoComplete="email" {...field('email')} />
        <TextField
          label="Celular (opcional)"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          {...field('cellphone')}
        />
      </div>
      {/* Honeypot (domain/content/leads.ts): off-screen, out of the tab order and hidden from assistive technology. */}
      <HoneypotField id="pedido-precio-website" />
      <div className="price-request__actions">
        <Button type="submit" disabled={sending}>
          {sending ? 'Enviando…' : 'Ver precios'}
        </Button>
        <p className="price-request__note">Nombre, apellido y email son obligatorios.</p>
      </div>
    </form>
  );
}
