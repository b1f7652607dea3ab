/**
 * An amount as ./money.ts and the es-AR figures of ./numbers.ts write it: a sign (a hyphen or a real minus), "$" or
 * "US$", a space (a no-break one, or a plain one typed by hand), the digits grouped by dots, and a decimal comma.
 */
const AMOUNT_IN_TEXT = /([-\u2212]?(?:US)?\$[\u00a0 ]\d{1,3}(?:\.\d{3})*(?:,\d+)?)/;

/** A run of a text: words, or one amount written in it. */
export interface TextRun {
  text: string;
  amount: boolean;
}

/**
 * A text cut into its amounts and the words around them ("Devolvimos $ 200.000." → "Devolvimos ", "$ 200.000", "."),
 * so a page can keep each amount on one line however the words around it wrap (an amount never breaks inside the
 * number: docs/back-office.md). Joined again, the runs are the text.
 */
export function amountRuns(text: string): TextRun[] {
  // Split by a capturing pattern, the amounts are the odd pieces.
  return text
    .split(AMOUNT_IN_TEXT)
    .flatMap((piece, index) => (piece === '' ? [] : [{ text: piece, amount: index % 2 === 1 }]));
}
