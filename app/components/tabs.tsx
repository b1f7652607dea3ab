import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Link } from './link';
import './components.css';

/** docs/product.md §3 Tab item. */
export interface TabItem {
  name: string;
  link?: string;
  onClick?: () => void;
}

export interface TabsProps {
  /** The accessible name of the tab list ("Marcas"). */
  label: string;
  items: readonly TabItem[];
  active: number;
  onChange?: (index: number) => void;
  /**
   * 'mobile': a scrolling strip that also follows later changes of `active` (docs/product.md §4), e.g. a page that moves the
   * active tab as the visitor scrolls through its sections. 'default' keeps the tab chosen here.
   */
  variant?: 'default' | 'mobile';
  /** The id of the panel the tabs switch, for aria-controls (button tabs only). */
  panelId?: string;
  className?: string;
}

/**
 * docs/product.md §2 shared piece: tabs with one active index (docs/product.md §4).
 * Items with a link render as a navigation list (each tab is a page; the current one has aria-current), so they
 * work before hydration and are crawlable. Items without links render as an ARIA tablist: arrow keys, Home and End
 * move between tabs, Enter or Space chooses one.
 */
export function Tabs({ label, items, active, onChange, variant = 'default', panelId, className }: TabsProps) {
  const [current, setCurrent] = useState(active);
  const asLinks = items.some((item) => item.link !== undefined);
  const follows = variant === 'mobile' || asLinks;
  const listRef = useRef<HTMLElement>(null);

  // Links follow the address (back and forward buttons); the mobile variant follows its owner (docs/product.md §4).
  useEffect(() => {
    if (follows) setCurrent(active);
  }, [active, follows]);

  // Keep the active tab visible in a scrolling strip.
  useEffect(() => {
    if (variant !== 'mobile') return;
    const list = listRef.current;
    const tab = list?.querySelectorAll<HTMLElement>('.tabs__tab')[current];
    if (!list || !tab) return;
    const left = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
    list.scrollTo({ left: Math.max(0, left), behavior: 'smooth' });
  }, [current, variant]);

  const choose = (index: number) => {
    setCurrent(index);
    items[index]?.onClick?.();
    onChange?.(index);
  };

  const classes = ['tabs', `tabs--${variant}`, className].filter(Boolean).join(' ');
  // With no valid active index, the first tab still lets the keyboard in.
  const focusable = current >= 0 && current < items.length ? current : 0;

  if (asLinks) {
    return (
      <nav aria-label={label} className={classes}>
        <ul className="tabs__list" ref={listRef as React.RefObject<HTMLUListElement>}>
          {items.map((item, index) => (
            <li key={item.name}>
              {item.link !== undefined ? (
                <Link
                  to={item.link}
                  prefetch="intent"
                  preventScrollReset
                  className="tabs__tab"
                  aria-current={index === current ? 'page' : undefined}
                  onClick={() => choose(index)}
                >
                  {item.name}
                </Link>
              ) : (
                <button
                  type="button"
                  className="tabs__tab"
                  aria-pressed={index === current}
                  onClick={() => choose(index)}
                >
                  {item.name}
                </button>
              )}
            </li>
          ))}
        </ul>
      </nav>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
    const from = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (from === -1) return;
    let to: number | undefined;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') to = (from + 1) % tabs.length;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp')
      to = (from - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') to = 0;
    else if (event.key === 'End') to = tabs.length - 1;
    if (to === undefined) return;
    event.preventDefault();
    tabs[to]?.focus();
  };

  return (
    <div className={classes}>
      <div
        role="tablist"
        aria-label={label}
        className="tabs__list"
        ref={listRef as React.RefObject<HTMLDivElement>}
        onKeyDown={onKeyDown}
      >
        {items.map((item, index) => (
          <button
            key={item.name}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={index === current}
            aria-controls={panelId}
            // Roving focus: Tab enters the list on the active tab; arrows move within it.
            tabIndex={index === focusable ? 0 : -1}
            onClick={() => choose(index)}
          >
            {item.name}
          </button>
        ))}
      </div>
    </div>
  );
}
