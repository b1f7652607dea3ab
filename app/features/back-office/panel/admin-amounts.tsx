import { amountRuns } from '#domain/shared/amount-runs';

/**
 * An amount as every staff page shows it, already formatted (`formatMoney`, `formatDiscount`, `formatUsdRate` of
 * domain/shared): never broken inside the figure, though the record pages let long words break anywhere on a phone.
 */
export function Amount({ children }: { children: string }) {
  return <span className="admin-amount">{children}</span>;
}

/**
 * A text written on the server with amounts in it (a notice, a confirmation's before and after, a help, an audit
 * change): each amount an `Amount`, so none breaks inside the number however the words wrap. A text without amounts
 * is the text itself.
 */
export function WithAmounts({ text }: { text: string }) {
  const runs = amountRuns(text);
  if (!runs.some((run) => run.amount)) return text;
  return runs.map((run, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one text never move.
    run.amount ? <Amount key={index}>{run.text}</Amount> : run.text,
  );
}
