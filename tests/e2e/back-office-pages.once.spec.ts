import { type APIRequestContext, expect, test } from '@playwright/test';
import { STAFF_PATHS } from '#domain/back-office/staff-accounts';
import { findReservableUnit, startOperationThroughApi, uniqueEmail } from './support/dealership-helpers';
import { signInAs } from './support/demo-staff';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, openHydrated } from './support/page-checks';

/*
 * Every page of the back office on a phone's screen (docs/product.md §6): an administrator opens each section's page
 * and the first record of each list that has records of its own; each is axe-clean and fits 390 px without scrolling
 * sideways (a wide table scrolls inside its own region). What the pages do is tested beside their features.
 */

test.use({ viewport: { width: 390, height: 844 } });

const SECTION_PAGES = [
  STAFF_PATHS.home,
  STAFF_PATHS.reservations,
  STAFF_PATHS.agenda,
  STAFF_PATHS.leads,
  STAFF_PATHS.leadReplies,
  STAFF_PATHS.news,
  STAFF_PATHS.stories,
  STAFF_PATHS.banners,
  STAFF_PATHS.popups,
  STAFF_PATHS.models,
  STAFF_PATHS.stock,
  `${STAFF_PATHS.stock}/archivo`,
  STAFF_PATHS.promotions,
  STAFF_PATHS.financing,
  STAFF_PATHS.usedPrices,
  STAFF_PATHS.site,
  STAFF_PATHS.mailOutbox,
  STAFF_PATHS.staff,
  STAFF_PATHS.audit,
  '/admin/mi-cuenta',
];

/** A lead from the site's contact form, as a visitor sends it. */
async function sendLead(request: APIRequestContext): Promise<void> {
  const answer = await request.post('/api/v2/territorio/contact', {
    data: { name: 'Lucía', lastname: 'Funes', telephone: '2615550101', email: uniqueEmail('paginas') },
  });
  expect(answer.status()).toBe(201);
}

/** An operation started on a unit, as the reservation's first step starts it. */
async function startReservation(request: APIRequestContext): Promise<void> {
  await startOperationThroughApi(
    request,
    await findReservableUnit(request, 'chevrolet'),
    uniqueEmail('paginas'),
  );
}

/**
 * Lists whose first record's page is checked too: the list, the shape of its records' addresses, and how a record is
 * made first where the demo data has none.
 */
const RECORD_PAGES: readonly {
  list: string;
  record: RegExp;
  prepare?: (request: APIRequestContext) => Promise<void>;
}[] = [
  {
    list: STAFF_PATHS.reservations,
    record: /href="(\/admin\/reservas\/[A-Z0-9]+)"/,
    prepare: startReservation,
  },
  {
    list: STAFF_PATHS.leads,
    record: /href="(\/admin\/consultas\/(?:contacto|precio|empleo)\/\d+)"/,
    prepare: sendLead,
  },
  { list: STAFF_PATHS.stock, record: /href="(\/admin\/stock\/[A-Z0-9]{17})"/ },
  { list: STAFF_PATHS.models, record: /href="(\/admin\/modelos\/\d+)"/ },
  { list: STAFF_PATHS.site, record: /href="(\/admin\/sitio\/[a-z-]+\/\d+)"/ },
];

test.describe('the back office’s pages on a phone', { tag: ['@admin', '@a11y'] }, () => {
  for (const path of SECTION_PAGES) {
    test(`${path}: axe-clean and within 390 px`, async ({ page }) => {
      await signInAs(page, 'admin');
      await openHydrated(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoSeriousAxeViolations(page);
    });
  }

  for (const { list, record, prepare } of RECORD_PAGES) {
    test(`the first record of ${list}: axe-clean and within 390 px`, async ({ page }) => {
      await prepare?.(page.request);
      await signInAs(page, 'admin');
      const address = (await (await page.request.get(list)).text()).match(record)?.[1];
      expect(address, `${list} lists a record`).toBeTruthy();
      await openHydrated(page, address as string);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoSeriousAxeViolations(page);
    });
  }
});
