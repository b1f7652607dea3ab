import type { ReactNode } from 'react';

/** Every page's `<main>` carries this id, so the skip link lands on the content. */
export const MAIN_CONTENT_ID = 'contenido';

export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      Saltar al contenido
    </a>
  );
}

/**
 * A page's main content: the skip link's target, focusable so a script can move the focus there, with the `page`
 * class every page shares and the page's own.
 */
export function PageMain({ className, children }: { className: string; children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={`page ${className}`}>
      {children}
    </main>
  );
}
