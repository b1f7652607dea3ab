import type { LineKind, PrintedLine } from '#domain/operation/price-lines';
import './price-lines.css';

/** How each kind of line looks (the deposit, the last note, stands out on its own). */
const LINE_CLASSES: Record<LineKind, string | undefined> = {
  charge: undefined,
  discount: 'price-lines__discount',
  total: 'price-lines__total',
  note: 'price-lines__note',
  deposit: 'price-lines__deposit',
};

interface StatementLinesProps {
  /** Printed by the server (domain/operation/printed-statement.ts): the page formats nothing. */
  lines: readonly PrintedLine[];
  /** Names the list for screen readers when no heading does. */
  label?: string;
  className?: string;
}

/** Lines of an operation's statement: each label and amount, and what the line is made of below it. */
export function StatementLines({ lines, label, className }: StatementLinesProps) {
  return (
    <dl className={className ? `price-lines ${className}` : 'price-lines'} aria-label={label}>
      {lines.map((line) => (
        // A statement names each line once; two used vehicles of one model differ by their detail.
        <div key={`${line.label}|${line.amount}|${line.detail ?? ''}`} className={LINE_CLASSES[line.kind]}>
          <dt>{line.label}</dt>
          <dd>{line.amount}</dd>
          {line.detail && <dd className="price-lines__detail">{line.detail}</dd>}
        </div>
      ))}
    </dl>
  );
}
