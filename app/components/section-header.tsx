import type { ReactNode } from 'react';

interface SectionHeaderProps {
  /** The heading's id: the section names it in `aria-labelledby`. */
  id: string;
  title: ReactNode;
  /** The line under the title. */
  meta?: ReactNode;
  /** The line under the title changes with a filter: screen readers announce it. */
  metaLive?: boolean;
  /** What sits across from the title: a link to the whole list, a button. */
  action?: ReactNode;
}

/** The header of a page section: its h2, an optional line under it, and an optional action across from it. */
export function SectionHeader({ id, title, meta, metaLive = false, action }: SectionHeaderProps) {
  const heading = (
    <h2 id={id} className="section-header__title">
      {title}
    </h2>
  );
  return (
    <header className="section-header">
      {meta === undefined ? (
        heading
      ) : (
        <div>
          {heading}
          <p className="section-header__meta" aria-live={metaLive ? 'polite' : undefined}>
            {meta}
          </p>
        </div>
      )}
      {action}
    </header>
  );
}
