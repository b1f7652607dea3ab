import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/** A later state of a checked page: a dialog opened, a form's errors shown, or the next page a link leads to. */
export interface AxeState {
  /** What is checked, as the test's step says it: "the form after a failed submit". */
  name: string;
  /** Brings the page from the state before to this one. */
  reach(page: Page, request: APIRequestContext): Promise<void>;
}

/**
 * One page in one state, and the states reached from it, checked with axe once per viewport by a11y.spec.ts, so that
 * the specs of each feature test what the page does and none of them runs axe again. The states after the first are
 * reached in the same document (a click, a link React Router follows in place): the page is loaded, and axe compiled
 * in it, once for all of them.
 */
export interface AxeCase {
  /** What is checked first, as the test's title says it: "/contacto, the help form idle". */
  name: string;
  /** Brings the page to the first state to check (opens it, sets preconditions through the API, opens a dialog…). */
  open(page: Page, request: APIRequestContext): Promise<void>;
  /** The states checked after the first, in order. */
  next?: readonly AxeState[];
  /** The features the pages belong to, as the specs tag them ('@dealership'), so `npm run test:changed` finds it. */
  tags?: readonly string[];
}

/**
 * Follows a link as a visitor does: React Router renders the page it leads to in the same document. The caller then
 * waits for something only that page shows, so that what is checked next is what a visitor who followed it reads.
 */
export async function followLink(page: Page, link: Locator, pathname: string): Promise<void> {
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === pathname);
}

/** The page's h1, by its text. */
export function mainHeading(page: Page, name: string | RegExp): Locator {
  return page.getByRole('heading', { level: 1, name });
}

/** A link of the site's footer, the same at every width. */
export function footerLink(page: Page, name: string): Locator {
  return page.getByRole('contentinfo').getByRole('link', { name, exact: true });
}

/** Follows one of the page's tabs, each a page of its own, and waits for it to be the current one. */
export async function followTab(page: Page, name: string, pathname: string): Promise<void> {
  const tab = page.getByRole('link', { name, exact: true });
  await followLink(page, tab, pathname);
  await expect(tab).toHaveAttribute('aria-current', 'page');
}
