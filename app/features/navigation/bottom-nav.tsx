import { useRef, useState } from 'react';
import { Icon } from '../../components/icons';
import { NavLink } from '../../components/link';
import { loadOnce } from '../../lib/load-once';
import type { FrameData } from './frame-data';
import type { MorePanel as MorePanelComponent } from './more-panel';
import './navigation.css';

/** docs/product.md §2: the five tabs of the mobile bottom navigation; the fifth ('Más') opens the panel. */
export const BOTTOM_TABS = [
  { to: '/', label: 'Inicio', icon: 'home', end: true },
  { to: '/vehiculos-0km', label: '0km', icon: 'car', end: false },
  { to: '/oportunidades', label: 'Ofertas', icon: 'tag', end: false },
  { to: '/planes-de-ahorro', label: 'Planes', icon: 'plan', end: false },
] as const;

export const MORE_LABEL = 'Más';

/**
 * The Más panel (its links, icons and focus handling) is fetched when the visitor reaches for the tab, not with every
 * page: the closed panel shows nothing, and every page's JavaScript counts against the 120 KB budget of issue #4.
 */
const loadMorePanel = loadOnce(() => import('./more-panel'));

/** Below 1024 px (docs/product.md §9): a bar fixed to the bottom of the screen, and the Más panel it opens. */
export function BottomNav({ frame }: { frame: FrameData }) {
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<typeof MorePanelComponent | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const load = () => {
    if (Panel) return Promise.resolve();
    return loadMorePanel().then((module) => setPanel(() => module.MorePanel));
  };
  // A pointer over the tab (a finger touching it too) or the focus on it: the panel is probably next.
  const prefetch = () => {
    load().catch(() => {});
  };
  return (
    <>
      <nav className="bottom-nav" aria-label="Accesos rápidos">
        <ul className="bottom-nav__list">
          {BOTTOM_TABS.map(({ to, label, icon, end }) => (
            <li key={to}>
              <NavLink to={to} end={end} className="bottom-nav__tab" prefetch="intent">
                <Icon name={icon} />
                <span>{label}</span>
              </NavLink>
            </li>
          ))}
          <li>
            <button
              ref={buttonRef}
              type="button"
              className="bottom-nav__tab"
              aria-haspopup="dialog"
              aria-expanded={open}
              aria-controls={Panel ? 'panel-mas' : undefined}
              onPointerEnter={prefetch}
              onFocus={prefetch}
              onClick={() => {
                setOpen(true);
                // Offline with the panel never fetched: the tab stays as it was rather than claim an open panel.
                load().catch(() => setOpen(false));
              }}
            >
              <Icon name="more" />
              <span>{MORE_LABEL}</span>
            </button>
          </li>
        </ul>
      </nav>
      {Panel && <Panel frame={frame} open={open} onClose={() => setOpen(false)} returnFocusTo={buttonRef} />}
    </>
  );
}
