import type { Popup } from '#domain/content/content';
import { laterPart } from '../../components/lazy-part';
import './popups.css';

const PopupGate = laterPart(() => import('./popup-gate').then((module) => module.PopupGate), null);

/**
 * The home page's popups: the server renders the first one with the script that opens it as the page is parsed and
 * remembers when it is closed or followed (app/features/popups/popup-gate.tsx), so nothing waits for the gate's own
 * code, which arrives after the page's (docs/decisions/0011: each page's first load stays within its budget). Its
 * stylesheet is linked with the page's.
 */
export function PopupGateLater({ popups }: { popups: readonly Popup[] }) {
  return popups.length === 0 ? null : <PopupGate popups={popups} />;
}
