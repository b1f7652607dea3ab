import type { APIRequestContext, Page } from '@playwright/test';

/**
 * One page in one state, checked with axe once per viewport by a11y.spec.ts, so that the specs of each feature test
 * what the page does and none of them runs axe again.
 */
export interface AxeCase {
  /** What is checked, as the test's title says it: "/contacto, the form after a failed submit". */
  name: string;
  /** Brings the page to the state to check (opens it, sets preconditions through the API, opens a dialog…). */
  open(page: Page, request: APIRequestContext): Promise<void>;
  /** The features the page belongs to, as the specs tag them ('@dealership'), so `npm run test:changed` finds it. */
  tags?: readonly string[];
}
