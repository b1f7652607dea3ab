import { countOf } from './admin-list';
import { BULK_CONFIRM_FIELD, BULK_CONFIRM_VALUE, type BulkAnswer, SELECTION_FIELD } from './list-table';

/*
 * A list's bulk action as its route reads and answers it (list-table.tsx): the rows selected, the action's fields, and
 * whether the person confirmed; what was done, counted, with each refusal. On the server only.
 */

export interface BulkPost {
  selected: string[];
  fields: Record<string, string>;
  confirmed: boolean;
}

/** The post of a bulk action: the selected rows (at most a few hundred are read) and the named fields. */
export function bulkPostOf(form: FormData, names: readonly string[]): BulkPost {
  const selected = form
    .getAll(SELECTION_FIELD)
    .filter((value): value is string => typeof value === 'string')
    .slice(0, 500);
  const fields: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === 'string' && value !== '') fields[name] = value;
  }
  return { selected, fields, confirmed: form.get(BULK_CONFIRM_FIELD) === BULK_CONFIRM_VALUE };
}

/** What a bulk action did, in words: how many changed, how many already were so, and each refused row with why. */
export function bulkDoneAnswer(
  outcome: { changed: number; unchanged: number; refused: { label: string; message: string }[] },
  noun: readonly [string, string],
): Extract<BulkAnswer, { step: 'done' }> {
  const parts = [
    outcome.changed > 0 ? `Cambiamos ${countOf(outcome.changed, ...noun)}.` : 'No cambiamos nada.',
    outcome.unchanged > 0
      ? `${countOf(outcome.unchanged, ...noun)} ya ${outcome.unchanged === 1 ? 'estaba' : 'estaban'} así.`
      : '',
    outcome.refused.length > 0 ? `No pudimos cambiar ${countOf(outcome.refused.length, ...noun)}:` : '',
  ];
  return {
    step: 'done',
    ok: outcome.refused.length === 0,
    message: parts.filter(Boolean).join(' '),
    details: outcome.refused.map((refusal) => `${refusal.label}: ${refusal.message}`),
    at: Date.now(),
  };
}

export const bulkRefusal = (message: string): Extract<BulkAnswer, { step: 'done' }> => ({
  step: 'done',
  ok: false,
  message,
  details: [],
  at: Date.now(),
});
