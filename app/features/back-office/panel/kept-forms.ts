/**
 * What a person typed in a form of the panel survives their session ending before they sent it (docs/decisions/0075):
 * each form sent is copied to this tab's sessionStorage (never a file, a password or the CSRF token); when the server
 * answers that the session had ended, the copy is marked, and the page it was typed on fills the form again from it
 * once the person has signed in and come back. The copy stays in the tab, and goes when it is used or the tab closes.
 */

const KEY = 'panel-formulario';
const SKIPPED_TYPES = new Set(['hidden', 'file', 'password', 'submit', 'button', 'reset', 'image']);

interface KeptForm {
  page: string;
  intent: string | null;
  fields: [string, string][];
  ended: boolean;
}

function read(): KeptForm | null {
  try {
    const kept = sessionStorage.getItem(KEY);
    return kept ? (JSON.parse(kept) as KeptForm) : null;
  } catch {
    return null;
  }
}

function write(kept: KeptForm | null): void {
  try {
    if (kept) sessionStorage.setItem(KEY, JSON.stringify(kept));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage full or refused (private mode): the form is simply not kept.
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function typedFields(form: HTMLFormElement): Field[] {
  return [...form.elements].filter(
    (element): element is Field =>
      (element instanceof HTMLInputElement && !SKIPPED_TYPES.has(element.type)) ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement,
  );
}

const intentOf = (form: HTMLFormElement) =>
  (form.elements.namedItem('intent') as HTMLInputElement | null)?.value ?? null;

/** Copies every form the page sends; returns what stops it. */
export function keepSentForms(page: () => string): () => void {
  const kept = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.method.toLowerCase() !== 'post') return;
    const fields: [string, string][] = [];
    for (const field of typedFields(form)) {
      if (!field.name) continue;
      if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
        if (field.checked) fields.push([field.name, field.value]);
      } else fields.push([field.name, field.value]);
    }
    write({ page: page(), intent: intentOf(form), fields, ended: false });
  };
  document.addEventListener('submit', kept, true);
  return () => document.removeEventListener('submit', kept, true);
}

/** The server said the session had ended: the last form sent from `page` is to be filled again there. */
export function markSessionEnded(page: string): void {
  const kept = read();
  if (kept?.page === page) write({ ...kept, ended: true });
}

/** On `page`, fills the form the session's end interrupted, once; true when it did. */
export function restoreKeptForm(page: string): boolean {
  const kept = read();
  if (!kept?.ended || kept.page !== page) return false;
  write(null);
  const form = [...document.forms].find(
    (candidate) =>
      candidate.method.toLowerCase() === 'post' &&
      intentOf(candidate) === kept.intent &&
      kept.fields.every(([name]) => candidate.elements.namedItem(name) !== null),
  );
  if (!form) return false;
  for (const field of typedFields(form)) {
    const values = kept.fields.filter(([name]) => name === field.name).map(([, value]) => value);
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
      field.checked = values.includes(field.value);
    else if (values[0] !== undefined) field.value = values[0];
  }
  return true;
}
