import { test } from '@playwright/test';
import { axeCaseTitle, checkEveryState } from './a11y/check-every-state';
import { DEALERSHIP_PAYMENT_AXE_CASES } from './a11y/dealership-axe-cases';

/**
 * The pages of step 4 and the outcome pages, checked with axe once per viewport as a11y.spec.ts checks every other
 * page. Reaching them holds or reserves a unit, which takes it out of the catalogue: this spec runs with the payment
 * specs, after the specs that compare pages with the catalogue (playwright.config.ts).
 */
for (const axeCase of DEALERSHIP_PAYMENT_AXE_CASES) {
  test(axeCaseTitle(axeCase), {
    tag: ['@a11y', '@payments', ...(axeCase.tags ?? [])],
  }, async ({ page, request }) => {
    await checkEveryState(axeCase, page, request);
  });
}
