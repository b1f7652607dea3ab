import type { HONEYPOT_FIELD } from '#domain/content/leads';
import './components.css';

/** The honeypot's name, as domain/content/leads.ts names it (declared here, so a form ships no zod for it). */
export const HONEYPOT: typeof HONEYPOT_FIELD = 'website';

/**
 * The honeypot of a public form (domain/content/leads.ts): a field a person never sees nor reaches and a robot that
 * fills every field fills. Off screen, out of the tab order and hidden from assistive technology. `name` is the
 * field's name when the form nests its fields (`data[website]`).
 */
export function HoneypotField({ id, name = HONEYPOT }: { id: string; name?: string }) {
  return (
    <div className="honeypot-field" aria-hidden="true">
      <label htmlFor={id}>No completar</label>
      <input id={id} name={name} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
