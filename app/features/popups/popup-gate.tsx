import { type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import type { Popup } from '#domain/content/content';
import { ExternalLink } from '../../components/external-link';
import { Link } from '../../components/link';
import { useCspNonce } from '../../lib/csp-nonce';
import './popups.css';
import { Icon } from '../../components/icons';

/** sessionStorage key: set once the visitor closed a popup, so none is shown again in this browser session. */
export const POPUP_SHOWN_KEY = 'territorio:popups-shown';

/** docs/product.md §2: no popup over a reservation in progress, nor for visitors who arrive from a campaign. */
const EXCLUDED_URL_PARTS = ['concesionario-digital', 'source=campaign', 'vehiculos-0km/reservar'] as const;

/** There is one gate per page; the inline script finds its dialog by this id. */
const DIALOG_ID = 'aviso-emergente';

export function popupsAllowedAt(url: string): boolean {
  return !EXCLUDED_URL_PARTS.some((part) => url.includes(part));
}

function alreadyShown(): boolean {
  try {
    return window.sessionStorage.getItem(POPUP_SHOWN_KEY) !== null;
  } catch {
    // Storage can be blocked (privacy settings); a popup on every page would be worse than none.
    return true;
  }
}

function rememberShown(): void {
  try {
    window.sessionStorage.setItem(POPUP_SHOWN_KEY, '1');
  } catch {
    // Nothing to remember with; alreadyShown() says true in that case anyway.
  }
}

function openModal(dialog: HTMLDialogElement): void {
  try {
    if (!dialog.open) dialog.showModal();
  } catch {
    // Not connected or already shown by the inline script: nothing to do.
  }
}

/**
 * The same rule as `popupsAllowedAt` and `alreadyShown`, run by the browser while it parses the page: the popup is
 * on screen with the first paint instead of after the JavaScript has loaded (it would otherwise pop up late, over a
 * page already being read, and be the page's late largest paint). It also stores the flag when the dialog closes, or
 * its link is followed, before React has taken over (the page asks for its scripts only once the first screen is
 * painted, docs/decisions/0036).
 */
const OPEN_ON_PARSE = `(function(){try{var d=document.getElementById(${JSON.stringify(DIALOG_ID)}),k=${JSON.stringify(
  POPUP_SHOWN_KEY,
)},u=location.href,s;if(!d||${JSON.stringify(EXCLUDED_URL_PARTS)}.some(function(p){return u.indexOf(p)>=0})||sessionStorage.getItem(k)!==null)return;s=function(){try{sessionStorage.setItem(k,'1')}catch(e){}};d.addEventListener('close',s);d.addEventListener('click',function(e){var t=e.target;if(t&&t.closest&&t.closest('a'))s()});d.showModal()}catch(e){}})()`;

/**
 * docs/product.md §2 "Popup on load": unless the URL contains concesionario-digital, source=campaign or vehiculos-0km/reservar,
 * when there are popups and none was shown yet in this session, they are displayed first, one after another; closing
 * stores a session flag.
 *
 * The server renders the (closed) dialog with the first popup and a small inline script that opens it while the page
 * is parsed; after a client-side navigation, where that script does not run, the effect below applies the same rule.
 * A modal <dialog>: the browser moves the focus into it, keeps the page behind it inert, closes it on Escape (and with
 * the close button, a `method="dialog"` form, before any JavaScript) and puts the focus back where it was.
 */
export function PopupGate({ popups }: { popups: readonly Popup[] }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const nonce = useCspNonce();
  const [index, setIndex] = useState(0);
  const [done, setDone] = useState(false);
  const popup = popups[index];

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    // The next popup of a sequence follows a closed one; the first needs the rule of docs/product.md §2.
    if (index > 0 || (popupsAllowedAt(window.location.href) && !alreadyShown())) openModal(dialog);
  }, [index]);

  if (done || !popup) return null;

  const onClose = () => {
    rememberShown();
    if (index + 1 < popups.length) setIndex(index + 1);
    else setDone(true);
  };
  // Following the link counts as seen: the rest of the sequence is not shown.
  const onFollow = () => {
    rememberShown();
    setDone(true);
  };
  // A click on the dimmed backdrop lands on the <dialog> itself (its content fills it edge to edge).
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) event.currentTarget.close();
  };

  return (
    <>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape (native to <dialog>) and the close button are the keyboard's way out; the backdrop click is a pointer convenience. */}
      <dialog
        ref={ref}
        id={DIALOG_ID}
        className="popup-dialog"
        aria-labelledby={titleId}
        onClose={onClose}
        onClick={onDialogClick}
        // The inline script may have opened it (the `open` attribute) before React takes over: that is expected.
        suppressHydrationWarning
      >
        <PopupFrame popup={popup} titleId={titleId} onFollow={onFollow} />
      </dialog>
      {/* Only the first popup needs it: the server renders that one, and the script runs once, while parsing. */}
      {index === 0 && (
        <script
          // The page's Content-Security-Policy runs only inline scripts that carry its nonce (docs/decisions/0015).
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant built above from constants, no data.
          dangerouslySetInnerHTML={{ __html: OPEN_ON_PARSE }}
        />
      )}
    </>
  );
}

/**
 * What a popup's dialog holds: its name, the close button (a `method="dialog"` form) and the picture, a link when the
 * popup has one. The back office previews a popup with it (docs/decisions/0031).
 */
export function PopupFrame({
  popup,
  titleId,
  onFollow,
}: {
  popup: Popup;
  titleId: string;
  onFollow?: () => void;
}) {
  const { image, url } = popup;
  const picture = (
    <img
      className="popup-dialog__image"
      src={image.path}
      width={image.width}
      height={image.height}
      alt={image.alt ?? popup.name}
      // Shown at first paint, it is the page's largest paint for a new visitor; React also preloads it in the head.
      fetchPriority="high"
    />
  );
  return (
    <div className="popup-dialog__frame">
      <div className="popup-dialog__header">
        <p id={titleId} className="popup-dialog__title">
          {popup.name}
        </p>
        <form method="dialog">
          <button type="submit" className="popup-dialog__close" aria-label="Cerrar">
            <Icon name="close" size={20} />
          </button>
        </form>
      </div>
      {url === null ? (
        picture
      ) : /^https?:\/\//.test(url) ? (
        <ExternalLink className="popup-dialog__link" href={url} onClick={onFollow} hint="spoken">
          {picture}
        </ExternalLink>
      ) : (
        <Link className="popup-dialog__link" to={url} onClick={onFollow}>
          {picture}
        </Link>
      )}
    </div>
  );
}
