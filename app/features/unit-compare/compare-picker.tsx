import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { COMPARE_PARAM, COMPARE_PATH, COMPARE_UNITS_MAX } from '#domain/catalogue/unit-compare';
import { Button } from '../../components/button';
import { comparePath } from './compare-path';
import './compare-picker.css';

/**
 * Units ticked to compare on a page that lists them (docs/product.md §2 compare units: the favourites, the stock
 * search): at most COMPARE_UNITS_MAX. Without scripts the ticks are checkboxes of a GET form to the compare page, which
 * reads them as repeated `unidades`; with scripts the page goes to the compare page's own address.
 */
export interface ComparePicker {
  /** The form the checkboxes and the button belong to, by id: the list may stand apart from the button. */
  formId: string;
  picked: readonly number[];
  full: boolean;
  tooFew: boolean;
  toggle(id: number): void;
  submit(event: FormEvent<HTMLFormElement>): void;
}

/** The picker of units among `comparable` (those still in stock, in the page's order); null for fewer than two. */
export function useComparePicker(formId: string, comparable: readonly number[]): ComparePicker | null {
  const [ticked, setTicked] = useState<readonly number[]>([]);
  const [tooFew, setTooFew] = useState(false);
  const navigate = useNavigate();
  // A unit that left the list (removed, sold, another page of results) leaves the comparison too.
  const picked = ticked.filter((id) => comparable.includes(id));
  if (comparable.length < 2) return null;
  return {
    formId,
    picked,
    full: picked.length >= COMPARE_UNITS_MAX,
    tooFew,
    toggle: (id) => {
      setTooFew(false);
      setTicked(picked.includes(id) ? picked.filter((other) => other !== id) : [...picked, id]);
    },
    submit: (event) => {
      event.preventDefault();
      if (picked.length < 2) setTooFew(true);
      else navigate(comparePath(picked));
    },
  };
}

function pickerStatus(count: number, tooFew: boolean): string {
  if (tooFew) return 'Marcá al menos 2 unidades para compararlas.';
  if (count === 0) return `Marcá hasta ${COMPARE_UNITS_MAX} unidades para compararlas lado a lado.`;
  if (count === 1) return 'Marcaste 1 unidad: marcá otra para comparar.';
  if (count >= COMPARE_UNITS_MAX)
    return `Marcaste ${count} unidades, el máximo: desmarcá una para elegir otra.`;
  return `Marcaste ${count} unidades.`;
}

/** What is ticked, said as it changes, and 'Comparar': the form the checkboxes post. */
export function CompareBar({ picker }: { picker: ComparePicker }) {
  return (
    <form
      id={picker.formId}
      method="get"
      action={COMPARE_PATH}
      className="compare-bar"
      onSubmit={picker.submit}
    >
      <p className="compare-bar__status" aria-live="polite">
        {pickerStatus(picker.picked.length, picker.tooFew)}
      </p>
      <Button type="submit" variant="secondary">
        Comparar
      </Button>
    </form>
  );
}

/** A unit's 'Comparar' tick; `name` says which unit to a screen reader ("Polo Track Blanco"). */
export function CompareCheckbox({ picker, id, name }: { picker: ComparePicker; id: number; name: string }) {
  const ticked = picker.picked.includes(id);
  return (
    <label className="compare-tick">
      <input
        type="checkbox"
        form={picker.formId}
        name={COMPARE_PARAM}
        value={id}
        checked={ticked}
        disabled={!ticked && picker.full}
        onChange={() => picker.toggle(id)}
      />
      Comparar<span className="sr-only"> {name}</span>
    </label>
  );
}
