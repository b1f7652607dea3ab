import { type APIRequestContext, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/page-checks';
import type { AxeCase } from './axe-case';

/** The test's title: every state it checks, in order. */
export function axeCaseTitle(axeCase: AxeCase): string {
  const names = [axeCase.name, ...(axeCase.next ?? []).map((state) => state.name)];
  return `${names.join('; ')}: axe finds no serious or critical violation`;
}

/** Brings the page to the case's first state and to each later one in turn, each a step checked with axe. */
export async function checkEveryState(
  axeCase: AxeCase,
  page: Page,
  request: APIRequestContext,
): Promise<void> {
  await test.step(axeCase.name, async () => {
    await axeCase.open(page, request);
    await expectNoSeriousAxeViolations(page);
  });
  for (const state of axeCase.next ?? []) {
    await test.step(state.name, async () => {
      await state.reach(page, request);
      await expectNoSeriousAxeViolations(page);
    });
  }
}
