import { useLocation } from 'react-router';
import type { FieldIssue, OperationView } from '#domain/operation/operation';

interface CarriedAdjustments {
  adjustments: FieldIssue[];
}

/** The navigation state that takes what an update changed (docs/decisions/0014) to the step shown next. */
export function carryAdjustments(operation: OperationView): CarriedAdjustments {
  return { adjustments: operation.adjustments };
}

function carried(state: unknown): FieldIssue[] {
  if (typeof state !== 'object' || state === null || !('adjustments' in state)) return [];
  const { adjustments } = state as CarriedAdjustments;
  return Array.isArray(adjustments) ? adjustments : [];
}

/**
 * What the server changed of what the buyer sent, and why: the answer to this page's last update, or, before this page
 * has saved anything, the one the previous step carried here.
 */
export function OperationAdjustments({
  operation,
  loaded,
}: {
  operation: OperationView;
  loaded: OperationView;
}) {
  const location = useLocation();
  const adjustments = operation.version === loaded.version ? carried(location.state) : operation.adjustments;
  return (
    <div role="status" className="dealership__adjustments">
      {adjustments.map((adjustment) => (
        <p key={adjustment.field} className="dealership__note">
          {adjustment.message}
        </p>
      ))}
    </div>
  );
}
