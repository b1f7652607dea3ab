import type { ReactNode } from 'react';
import { useMatches, useRouteLoaderData } from 'react-router';
import { SkipLink } from '../../components/site-frame';
import { BottomNav } from './bottom-nav';
import type { FrameData } from './frame-data';
import { type FooterVariant, type FrameHandle, SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The deepest route that asks for a footer style wins (`export const handle = { footer: 'alt' }`). */
function useFooterVariant(): FooterVariant {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle as FrameHandle | undefined;
    if (handle?.footer) return handle.footer;
  }
  return 'default';
}

/** The back office (`handle = { backOffice: true }` on its routes) has a frame of its own (app/features/admin). */
function useBackOffice(): boolean {
  return useMatches().some((match) => (match.handle as { backOffice?: boolean } | undefined)?.backOffice);
}

/**
 * docs/product.md §2 Global navigation around every page, error pages included: the skip link, the header, the page, the
 * footer and, below 1024 px, the bottom navigation. Its data comes from the root loader, which always answers (with
 * the dealership's own details when the site parameters cannot be read, frame-data.server.ts).
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  const frame = useRouteLoaderData<{ frame: FrameData }>('root')?.frame;
  const footer = useFooterVariant();
  if (useBackOffice() || !frame) return children;
  return (
    <>
      <SkipLink />
      <SiteHeader frame={frame} />
      {children}
      <SiteFooter frame={frame} variant={footer} />
      <BottomNav frame={frame} />
    </>
  );
}
