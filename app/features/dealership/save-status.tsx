import type { SaveState } from './use-operation';

/**
 * Whether the page's changes are saved. A failure of the server shows nothing (docs/product.md §8: operation update fails,
 * no message); a refusal it explained (the payment started) shows its text, and changes made in another tab the
 * notice that the page now shows them (docs/decisions/0059).
 */
export function SaveStatus({
  state,
  refusal,
  notice,
}: {
  state: SaveState;
  refusal: string | null;
  notice?: string | null;
}) {
  return (
    <p className="save-status" role="status">
      {refusal ? (
        <span className="dealership__error">{refusal}</span>
      ) : notice ? (
        <strong>{notice}</strong>
      ) : state === 'saving' ? (
        'Guardando…'
      ) : state === 'saved' ? (
        'Cambios guardados.'
      ) : (
        ''
      )}
    </p>
  );
}
