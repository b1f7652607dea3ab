import { test } from '@playwright/test';
import { CATALOGUE_AXE_CASES } from './a11y/catalogue-axe-cases';
import { axeCaseTitle, checkEveryState } from './a11y/check-every-state';
import { CONTENT_AXE_CASES } from './a11y/content-axe-cases';
import { DEALERSHIP_AXE_CASES } from './a11y/dealership-axe-cases';
import { EDITORIAL_AXE_CASES } from './a11y/editorial-axe-cases';

/**
 * Every page, and every state of a page that shows something new (a dialog, a form's errors, a step of the
 * reservation), checked with axe once per viewport: WCAG 2.1 A and AA and best practices, no serious or critical
 * violation, and no text whose contrast axe could not determine.
 */
for (const axeCase of [
  ...CATALOGUE_AXE_CASES,
  ...CONTENT_AXE_CASES,
  ...DEALERSHIP_AXE_CASES,
  ...EDITORIAL_AXE_CASES,
]) {
  test(axeCaseTitle(axeCase), { tag: ['@a11y', ...(axeCase.tags ?? [])] }, async ({ page, request }) => {
    await checkEveryState(axeCase, page, request);
  });
}
