import { type ChangeEvent, useLayoutEffect, useRef } from 'react';
import { formatNumber } from '#domain/shared/numbers';
import { TextField, type TextFieldProps } from './text-field';

/** The whole amount in a typed text: its digits, as people type "1.500.000" or "1500000"; null when there are none. */
export function amountOfText(text: string): number | null {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  return digits === '' ? null : Number(digits.slice(0, 15));
}

/** An amount as the field shows it: es-AR thousands ("1.500.000"), '' for none. */
export function amountText(amount: number | null): string {
  return amount === null ? '' : formatNumber(amount);
}

interface AmountFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'inputMode' | 'type'> {
  /** The amount shown; null for an empty field. */
  value: number | null;
  onValueChange: (amount: number | null) => void;
}

/**
 * A text field for a whole amount of money: it takes digits only and shows them grouped in thousands as the buyer
 * types, so what the field shows is always the figure the totals read. The caret stays after the digit just typed.
 */
export function AmountField({ value, onValueChange, ...field }: AmountFieldProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const digitsBeforeCaret = useRef<number | null>(null);
  const shown = amountText(value);

  useLayoutEffect(() => {
    const element = input.current;
    const wanted = digitsBeforeCaret.current;
    if (!element || wanted === null || document.activeElement !== element) return;
    digitsBeforeCaret.current = null;
    let position = 0;
    for (let seen = 0; position < shown.length && seen < wanted; position++) {
      if (/\d/.test(shown[position] ?? '')) seen++;
    }
    element.setSelectionRange(position, position);
  });

  function change(event: ChangeEvent<HTMLInputElement>) {
    const element = event.target;
    input.current = element;
    const caret = element.selectionStart ?? element.value.length;
    digitsBeforeCaret.current = element.value.slice(0, caret).replace(/\D/g, '').length;
    onValueChange(amountOfText(element.value));
  }

  return (
    <TextField
      {...field}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={shown}
      onChange={change}
      onFocus={(event) => {
        input.current = event.target;
        field.onFocus?.(event);
      }}
    />
  );
}
