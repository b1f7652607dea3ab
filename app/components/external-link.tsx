import type { AnchorHTMLAttributes } from 'react';
import { Icon } from './icons';

/** What a screen reader hears after the name of a link that opens in a new tab. */
export const NEW_TAB_NOTE = '(se abre en una pestaña nueva)';

export interface ExternalLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /**
   * `icon` (the default): the arrow icon after the text, and the note for screen readers; `spoken`: the note only, for
   * a link that shows an icon of its own. A link named by `aria-label` (an icon alone) carries the note in its name.
   */
  hint?: 'icon' | 'spoken';
}

/** A link to another site: it opens in a new tab without handing it this page (`noopener`), and says so. */
export function ExternalLink({
  href,
  hint = 'icon',
  children,
  'aria-label': label,
  ...props
}: ExternalLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label && `${label} ${NEW_TAB_NOTE}`}
      {...props}
    >
      {children}
      {!label && hint === 'icon' && <Icon name="new-tab" size={14} className="new-tab-icon" />}
      {!label && <span className="sr-only"> {NEW_TAB_NOTE}</span>}
    </a>
  );
}
