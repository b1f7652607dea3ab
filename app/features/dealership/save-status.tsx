import type { SaveState } from './use-operation';

/**
 * Whether the page's changes are saved. A failure of the server shows nothing (docs/product.md §8: operation update fails,
 * no message); a refusal it explained (the operation changed elsewhere, the payment started) shows its text.
 */
export function SaveStatus({ state, refusal }: { state: SaveState; refusal: string | null }) {
  return (
    <p className="save-status" role="status">
      {refusal ? (
        <span className="dealership__error">{refusal}</span>
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
