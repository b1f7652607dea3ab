import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import axe, { type Result } from 'axe-core';

/** Waits until React has hydrated the server HTML (root.tsx marks the document). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** Opens a page as React owns it, so what a test reads or does is what the visitor gets. */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Whether the focused element shows a focus ring: an outline of 2 px or more on the element itself, or on its ::after
 * (family cards draw their ring around the whole card that way). The site's focus styles are all outlines.
 */
export async function hasVisibleFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    if (!element.matches(':focus-visible')) return false;
    const ring = (style: CSSStyleDeclaration) =>
      style.outlineStyle !== 'none' &&
      Number.parseFloat(style.outlineWidth) >= 2 &&
      style.outlineColor !== 'rgba(0, 0, 0, 0)';
    return ring(getComputedStyle(element)) || ring(getComputedStyle(element, '::after'));
  });
}

/** Presses Tab until `target` has focus; fails after `maxPresses`. */
export async function tabTo(page: Page, target: Locator, maxPresses = 20): Promise<void> {
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach the element within ${maxPresses} presses`);
}

/**
 * document.scrollingElement.scrollWidth <= innerWidth, against the viewport the project asked for: a mobile browser
 * zooms out to fit a page that is too wide, which widens innerWidth along with it and would hide the overflow.
 */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const viewportWidth = page.viewportSize()?.width;
  if (!viewportWidth) throw new Error('The project has no fixed viewport');
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  expect(innerWidth, `the page widened a ${viewportWidth}px viewport to ${innerWidth}px`).toBe(viewportWidth);
  expect(scrollWidth, `page is ${scrollWidth}px wide in a ${innerWidth}px viewport`).toBeLessThanOrEqual(
    innerWidth,
  );
}

/**
 * axe-core's source, evaluated in a frame only where axe is not there yet. AxeBuilder evaluates the source in the page,
 * then again in every frame before it runs, and each evaluation of its half a megabyte costs about 0.4 s: this way the
 * page's frames compile it once, and a second check of the same page compiles nothing (docs/decisions/0017).
 */
const AXE_SOURCE_ONCE = `if (typeof window.axe === 'undefined') {\n${axe.source}\n}`;

/**
 * Takes the pointer off the page and waits for the transitions it leaves under way to end. A pointer left where a link
 * was clicked lights up whatever card axe scrolls under it while it runs, and a colour read halfway through that
 * transition is neither the one before nor the one after. The checks read the page as it rests; no case hovers.
 */
async function settlePointer(page: Page): Promise<void> {
  await page.mouse.move(-1, -1);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running')
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** A serious or critical result of axe, as a failure's message names it. */
function seriousResults(results: readonly Result[]) {
  return results
    .filter((result) => result.impact === 'serious' || result.impact === 'critical')
    .map((result) => ({
      rule: result.id,
      impact: result.impact,
      help: result.help,
      targets: result.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

/**
 * Runs axe with the WCAG 2.1 A and AA rules (and best practices) and fails on any serious or critical result, a
 * violation or one axe could not decide (text over a background it cannot read, a video without captions, a reference
 * it cannot follow): what pa11y's axe runner reports as errors for WCAG 2 AA, so a page that passes here passes there.
 */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  await settlePointer(page);
  // axe reads the colours of what is rendered: what the page lays out only near the screen (docs/decisions/0091) is
  // rendered for the check, as a reader who scrolls to it sees it, then left to the page again.
  const rendered = await page.evaluateHandle(() => {
    const skipped = [...document.querySelectorAll<HTMLElement>('*')].filter(
      (element) => getComputedStyle(element).contentVisibility === 'auto',
    );
    for (const element of skipped) element.style.contentVisibility = 'visible';
    return skipped;
  });
  const results = await new AxeBuilder({ page, axeSource: AXE_SOURCE_ONCE })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // Only what is read below: axe skips gathering the nodes that pass or don't apply, most of its time.
    .options({ resultTypes: ['violations', 'incomplete'] })
    // docs/decisions/0017: axe.run in the page and its same-origin frames (the payment frames are ours), instead of
    // a partial run per frame finished in a blank page that every call would open: the same results in a third of the
    // time. Frames of other origins (MercadoPago's card fields) are not ours to fix and are left out.
    .setLegacyMode()
    .analyze();
  await rendered.evaluate((skipped) => {
    for (const element of skipped) element.style.removeProperty('content-visibility');
  });
  const serious = seriousResults(results.violations);
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
  const undecided = seriousResults(results.incomplete);
  expect(undecided, `axe could not decide: ${JSON.stringify(undecided, null, 2)}`).toEqual([]);
}
