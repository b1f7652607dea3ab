import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { ExternalLink } from './external-link';
import { Icon } from './icons';
import { Link } from './link';
import './components.css';

/** docs/product.md §3 Dropdown-button option. */
export interface DropdownOption {
  title: string;
  link: string;
  /** Another site: opens in a new tab. */
  external?: boolean;
}

export interface DropdownButtonProps {
  /** The button's text and accessible name. */
  label: string;
  options: readonly DropdownOption[];
  /** Show only a chevron; the label stays the accessible name (a split "Postventa ▾" in the header). */
  hideLabel?: boolean;
  /** 'dark' on the site frame, 'light' (default) on a page. */
  tone?: 'light' | 'dark';
  /** Which edge of the button the menu lines up with. */
  align?: 'start' | 'end';
  className?: string;
}

/**
 * docs/product.md §2 shared piece: a button that opens a list of links (internal or external). A disclosure: the button says
 * whether it is expanded; open or closed (docs/product.md §4). It closes when an item is chosen, on a click outside it
 * (docs/product.md §4), on Escape (focus goes back to the button) and when the focus leaves it. Arrow keys move between items.
 */
export function DropdownButton({
  label,
  options,
  hideLabel,
  tone = 'light',
  align = 'start',
  className,
}: DropdownButtonProps) {
  const [open, setOpen] = useState(false);
  const menuId = `dropdown-${useId()}`;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const focusFirst = useRef(false);

  useEffect(() => {
    if (!open) return;
    if (focusFirst.current) {
      focusFirst.current = false;
      rootRef.current?.querySelector<HTMLElement>('.dropdown__item')?.focus();
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp' && event.key !== 'Home' && event.key !== 'End')
      return;
    const items = Array.from(rootRef.current?.querySelectorAll<HTMLElement>('.dropdown__item') ?? []);
    if (items.length === 0) return;
    event.preventDefault();
    if (!open) {
      focusFirst.current = true;
      setOpen(true);
      return;
    }
    const from = items.indexOf(document.activeElement as HTMLElement);
    const to =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? items.length - 1
          : event.key === 'ArrowDown'
            ? (from + 1) % items.length
            : (from - 1 + items.length) % items.length;
    items[to]?.focus();
  };

  const classes = [
    'dropdown',
    `dropdown--${tone}`,
    `dropdown--${align}`,
    open ? 'dropdown--open' : '',
    className,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys bubble up from the button and the links inside.
    <div
      className={classes}
      ref={rootRef}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Tabbing out of the open menu closes it, so it never hides what the focus moves to.
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={hideLabel ? 'dropdown__button dropdown__button--icon' : 'dropdown__button'}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {hideLabel ? <span className="sr-only">{label}</span> : <span>{label}</span>}
        <Icon name="chevron-down" className="dropdown__chevron" size={16} />
      </button>
      <ul id={menuId} className="dropdown__menu" hidden={!open}>
        {options.map((option) => (
          <li key={`${option.title} ${option.link}`}>
            {option.external ? (
              <ExternalLink href={option.link} className="dropdown__item" onClick={() => setOpen(false)}>
                <span>{option.title}</span>
              </ExternalLink>
            ) : (
              <Link
                to={option.link}
                prefetch="intent"
                className="dropdown__item"
                onClick={() => setOpen(false)}
              >
                {option.title}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
