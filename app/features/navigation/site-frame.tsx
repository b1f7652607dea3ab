import type { ReactNode } from 'react';
import { useMatches } from 'react-router';
import { HydratedApart } from '../../components/hydrated-apart';
import { SkipLink } from '../../components/page-main';
import { BottomNav } from './bottom-nav';
import { useFrameData } from './frame-data';
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

/**
 * docs/product.md §2 Global navigation around every public page, error pages included: the skip link, the header, the
 * page, the footer and, below 1024 px, the bottom navigation. Its data comes from the site frame's loader
 * (app/routes/site-layout.tsx), which always answers (with the dealership's own details when the site parameters cannot
 * be read, frame-data.server.ts). The back office has a frame of its own (app/features/back-office/panel) and is not inside this
 * one.
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  const frame = useFrameData();
  const footer = useFooterVariant();
  if (!frame) return children;
  return (
    <>
      <SkipLink />
      <SiteHeader frame={frame} />
      {children}
      <HydratedApart>
        <SiteFooter frame={frame} variant={footer} />
      </HydratedApart>
      <HydratedApart>
        <BottomNav frame={frame} />
      </HydratedApart>
    </>
  );
}
