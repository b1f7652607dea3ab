// Currency marks may lead or trail the figure, as Intl and hand-typed prices place them.
const AMOUNT = /^([-\u2212]?)(US\$|U\$S|USD|ARS|\$)?([-\u2212]?)([\d.,]+)(US\$|U\$S|USD|ARS|\$)?$/i;

/**
 * Parses a price as the intranet and people write it (docs/product.md §5): "$ 1.234.567", "1.234.567,50", "US$ 25.990",
 * "1234567.5". Returns null rather than guessing when the text is not one of these shapes.
 */
export function parseAmount(input: unknown): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? input + 0 : null;
  if (typeof input !== 'string') return null;

  const match = AMOUNT.exec(input.replace(/\s+/g, ''));
  if (!match) return null;
  const [, signBefore = '', markBefore, signAfter = '', figure = '', markAfter] = match;
  if ((signBefore !== '' && signAfter !== '') || (markBefore && markAfter)) return null;

  const plain = toPlainDecimal(figure);
  if (plain === null) return null;
  const value = Number(plain);
  if (!Number.isFinite(value)) return null;
  // Adding 0 turns -0 into 0, so "-0" is not shown as "-$ 0".
  return (signBefore !== '' || signAfter !== '' ? -value : value) + 0;
}

/** Rewrites a figure with Argentine or plain separators as "1234.5", or null when it is ambiguous or malformed. */
function toPlainDecimal(figure: string): string | null {
  const lastDot = figure.lastIndexOf('.');
  const lastComma = figure.lastIndexOf(',');

  if (lastDot === -1 && lastComma === -1) return /^\d+$/.test(figure) ? figure : null;

  if (lastDot !== -1 && lastComma !== -1) {
    const decimalAt = Math.max(lastDot, lastComma);
    const thousands = lastDot > lastComma ? ',' : '.';
    const whole = figure.slice(0, decimalAt);
    const fraction = figure.slice(decimalAt + 1);
    if (!isGrouped(whole, thousands) || !/^\d+$/.test(fraction)) return null;
    return `${whole.replaceAll(thousands, '')}.${fraction}`;
  }

  const separator = lastDot !== -1 ? '.' : ',';
  const count = figure.split(separator).length - 1;
  if (separator === ',' && count === 1) return /^\d*,\d+$/.test(figure) ? figure.replace(',', '.') : null;
  if (isGrouped(figure, separator)) return figure.replaceAll(separator, '');
  if (count === 1) return /^\d*\.\d+$/.test(figure) ? figure : null;
  return null;
}

/** "1.234.567": a leading group of 1 to 3 digits not starting with 0, then groups of exactly 3. */
function isGrouped(figure: string, separator: '.' | ','): boolean {
  const [head = '', ...rest] = figure.split(separator);
  // A leading zero group ("0.500") is never a formatted thousand, so it reads as a decimal.
  return rest.length > 0 && /^[1-9]\d{0,2}$/.test(head) && rest.every((group) => /^\d{3}$/.test(group));
}
