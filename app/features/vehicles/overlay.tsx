import { type ReactNode, useEffect, useId, useLayoutEffect, useRef } from 'react';
import './overlay.css';
import { Icon } from '../../components/icons';

interface OverlayProps {
  open: boolean;
  /** Called once the overlay has closed, whichever way: Escape, the close button, the backdrop or the parent. */
  onClose: () => void;
  title: string;
  /** A line under the title (the version, the vehicle). */
  subtitle?: string;
  /** Where focus goes on close when the control that opened the overlay is gone (it was replaced meanwhile). */
  fallbackFocus?: () => HTMLElement | null;
  children: ReactNode;
}

/**
 * A modal overlay on the native <dialog>: the browser makes the rest of the page inert, moves focus inside and closes
 * it on Escape, with no script of ours for any of that. Focus goes back to the control that opened it. The contents
 * are only rendered while open, so the server HTML stays small.
 */
export function Overlay({ open, onClose, title, subtitle, fallbackFocus, children }: OverlayProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const subtitleId = useId();
  // The latest callbacks, read by the native close listener without re-subscribing on every render.
  const callbacks = useRef({ onClose, fallbackFocus });
  callbacks.current = { onClose, fallbackFocus };

  // A layout effect: the dialog is open before its contents' own effects run, so a form that focuses its first field
  // (price-request-form.tsx) keeps the focus rather than losing it to showModal().
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const closed = () => {
      callbacks.current.onClose();
      const back = opener.current?.isConnected ? opener.current : callbacks.current.fallbackFocus?.();
      opener.current = null;
      // After React has rendered what the close changed (a button that replaces the opener, for instance).
      requestAnimationFrame(() => back?.focus());
    };
    dialog.addEventListener('close', closed);
    return () => dialog.removeEventListener('close', closed);
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes a modal dialog with Escape, natively.
    <dialog
      ref={ref}
      className="modal overlay"
      aria-labelledby={titleId}
      aria-describedby={subtitle ? subtitleId : undefined}
      // The dialog's own box is the backdrop's edge: a click that lands on the dialog itself is outside the panel.
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      {open && (
        <div className="overlay__panel">
          <header className="overlay__header">
            <div className="overlay__heading">
              <h2 id={titleId} className="overlay__title">
                {title}
              </h2>
              {subtitle && (
                <p id={subtitleId} className="overlay__subtitle">
                  {subtitle}
                </p>
              )}
            </div>
            <button
              type="button"
              className="overlay__close"
              aria-label="Cerrar"
              onClick={() => ref.current?.close()}
            >
              <Icon name="close" size={20} />
            </button>
          </header>
          <div className="overlay__body">{children}</div>
        </div>
      )}
    </dialog>
  );
}
