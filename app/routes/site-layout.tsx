import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { ErrorPage } from '../components/error-page';
import { contentContext, pageErrorsContext } from '../context';
import { loadFrame } from '../features/navigation/frame-data.server';
import { SiteFrame } from '../features/navigation/site-frame';
import { rememberVisit } from '../lib/remember-visit';
import type { Route } from './+types/site-layout';

/**
 * The frame's data (contact links, appointment and social addresses), cut down from the site parameters so each
 * page carries only what the header, the bottom navigation and the footer show. It never fails: without the
 * parameters the frame shows the dealership's own details.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const content = context.get(contentContext);
  return { frame: await loadFrame(() => content.parameters(), context.get(pageErrorsContext)) };
}

/** The frame's data changes with the site's settings, not with the page: one load per visit is enough. */
export function shouldRevalidate() {
  return false;
}

/** Every public page, inside the site's header, footer and bottom navigation (docs/product.md §2). */
export default function SiteFrameLayout() {
  useEffect(rememberVisit, []);
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

/** A public page that failed, or an address no page has (404): the error page, inside the frame as every page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteFrame>
      <ErrorPage error={error} />
    </SiteFrame>
  );
}
