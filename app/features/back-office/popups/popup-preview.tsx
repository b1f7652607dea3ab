import { useEffect, useId, useRef, useState } from 'react';
import type { PopupView } from '#domain/back-office/popup-editing';
import { Button } from '../../../components/button';
import { PopupFrame } from '../../popups/popup-gate';

/**
 * The popup as visitors see it: the site's own dialog and frame (app/features/popups), opened by a button instead of
 * on arrival, so the editor can look at it as often as they like before publishing. The button needs the page's
 * JavaScript, so it shows once that has loaded.
 */
export function PopupPreview({ popup }: { popup: PopupView }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <>
      {!ready && <p className="admin-muted">Cargando la vista previa…</p>}
      <Button hidden={!ready} type="button" variant="secondary" onClick={() => dialog.current?.showModal()}>
        Abrir la vista previa
      </Button>
      <dialog ref={dialog} className="popup-dialog" aria-labelledby={titleId}>
        <PopupFrame
          popup={{ id: popup.id, name: popup.name, url: popup.url, image: popup.image }}
          titleId={titleId}
        />
      </dialog>
    </>
  );
}
