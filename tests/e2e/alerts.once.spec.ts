import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import type { StockUnit } from '#domain/catalogue/catalogue';
import {
  ALERT_CONFIRM_SENT_MESSAGE,
  ALERT_CONSENT_LABEL,
  ALERT_UNSUBSCRIBED_MESSAGE,
  ALERTS_PATH,
} from '#domain/content/alerts';
import { dealershipPaths } from '#domain/operation/dealership-paths';
import { formatMoney } from '#domain/shared/money';
import {
  findReservableUnit,
  mailsTo,
  newestMailTo,
  uniqueEmail,
  unitRoute,
  waitForMailTo,
} from './support/dealership-helpers';
import { panelNotice, signInAs } from './support/demo-staff';
import { expectNoSeriousAxeViolations, openHydrated } from './support/page-checks';

/*
 * Issue 34's acceptance for the e-mail alerts (docs/decisions/0084): 'Avisame si baja el precio' asked on a unit's
 * confirmation page is confirmed through the link of the e-mail in the outbox; then a lower price, loaded in the back
 * office with the stock file, sends one e-mail with the new price and a link that stops the alert in one click. An
 * alert nobody confirmed gets nothing but its confirmation. The new pages are read by axe at 390 and 1280 px.
 */

const PRICE_CUT = 1_000_000;

/** The unit's row of the dealer system's stock file (domain/catalogue/stock-csv.ts) at a list price. */
function stockFile(unit: StockUnit, listPrice: number): Buffer {
  const columns = {
    chassis: unit.chassis,
    brand: 'nissan',
    family: unit.family,
    version: unit.subfamily,
    model: unit.model,
    color: unit.color,
    color_hex: unit.color_hex,
    location: unit.location,
    model_year: unit.model_year,
    doors: unit.doors,
    currency: unit.currency.toUpperCase(),
    list_price: listPrice,
    discount: unit.discount,
    special_discount: unit.special_discount,
    license_cost: unit.license_cost,
    preparation_cost: unit.preparation_cost,
    delivery_price: unit.delivery_price,
  };
  const cell = (value: unknown) => `"${String(value).replaceAll('"', '""')}"`;
  return Buffer.from(`${Object.keys(columns).join(',')}\n${Object.values(columns).map(cell).join(',')}\n`);
}

/** An administrator loads the stock file with the unit at `listPrice` and applies it (the back office's Stock). */
async function loadListPrice(page: Page, unit: StockUnit, listPrice: number) {
  await openHydrated(page, '/admin/stock/archivo');
  await page
    .getByLabel('Archivo de stock (CSV)')
    .setInputFiles({ name: 'stock.csv', mimeType: 'text/csv', buffer: stockFile(unit, listPrice) });
  await page.getByRole('button', { name: 'Ver la vista previa' }).click();
  await page.getByRole('button', { name: 'Aplicar la fila aceptada' }).click();
  await expect(panelNotice(page)).toContainText(/^Aplicamos el archivo: .*1 actualizada\./);
}

/** The absolute link after `label: ` in a message's text, as the site's own path. */
function linkIn(text: string | undefined, label: string): string {
  const url = new RegExp(`${label}: (https?://\\S+)`).exec(text ?? '')?.[1];
  if (!url) throw new Error(`No "${label}" link in the message`);
  return new URL(url).pathname;
}

/** The address of the message's `List-Unsubscribe` header (RFC 2369: between angle brackets), as the site's own path. */
function listUnsubscribe(mail: ParsedMail): string {
  const line = mail.headerLines.find((header) => header.key === 'list-unsubscribe')?.line ?? '';
  const url = /<(https?:\/\/[^>]+)>/.exec(line.replace(/\r\n[ \t]+/g, ' '))?.[1];
  if (!url) throw new Error('No List-Unsubscribe address');
  return new URL(url).pathname;
}

async function axeAtBothWidths(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await expectNoSeriousAxeViolations(page);
  }
}

async function unitPrice(request: APIRequestContext, unit: StockUnit): Promise<number> {
  const answer = await request.get(`/v2/nissan/stock/${unit.id}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: StockUnit }).data.full_price_with_discount;
}

test.describe('e-mail alerts', { tag: ['@alerts'] }, () => {
  test.describe.configure({ timeout: 120_000 });

  test('a confirmed "Avisame si baja el precio" sends the back office’s lower price once, with a one-click way out; an unconfirmed one sends nothing', async ({
    page,
    request,
  }) => {
    const { unit } = await findReservableUnit(
      request,
      'nissan',
      () => true,
      (candidate) => candidate.currency === 'ars' && candidate.list_price > PRICE_CUT * 3,
    );
    const confirmationPage = dealershipPaths.buy(unitRoute({ brandSlug: 'nissan', unit }));
    const confirmed = uniqueEmail('baja-precio');
    const unconfirmed = uniqueEmail('sin-confirmar');

    await test.step('the confirmation page asks for the alert', async () => {
      await openHydrated(page, confirmationPage);
      await page.getByText('Avisame si baja el precio', { exact: true }).click();
      const form = page.getByRole('form', { name: 'Avisame si baja el precio' });
      await form.getByLabel('Email').fill(confirmed);
      await form.getByLabel('Nombre (opcional)').fill('Rocío');
      await axeAtBothWidths(page);
      // Without the consent, the form says what is missing and sends nothing.
      await form.getByRole('button', { name: 'Avisame' }).click();
      await expect(
        form.getByText('Para enviarte el aviso necesitamos que aceptes recibirlo por e-mail.'),
      ).toBeVisible();
      await form.getByLabel(ALERT_CONSENT_LABEL).check();
      await form.getByRole('button', { name: 'Avisame' }).click();
      await expect(page.getByRole('status').filter({ hasText: ALERT_CONFIRM_SENT_MESSAGE })).toBeVisible();
    });

    // Another visitor asks for the same and never confirms.
    const other = await request.post(ALERTS_PATH, {
      data: { kind: 'price_drop', stock_id: unit.id, email: unconfirmed, consent: true },
    });
    expect(other.status()).toBe(201);

    await test.step('the link of the e-mail in the outbox confirms it, with the page’s button', async () => {
      const mail = await waitForMailTo(confirmed, 'Confirmá tu aviso');
      expect(listUnsubscribe(mail)).toMatch(/^\/api\/v2\/territorio\/alerts\/baja\//);
      await page.goto(linkIn(mail.text, 'Confirmar el aviso'));
      await expect(page.getByRole('heading', { level: 1, name: 'Confirmá tu aviso' })).toBeVisible();
      await axeAtBothWidths(page);
      await page.getByRole('button', { name: 'Confirmar el aviso' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Listo: tu aviso está confirmado' }),
      ).toBeVisible();
    });

    const before = await unitPrice(request, unit);
    const lower = before - PRICE_CUT;
    await signInAs(page, 'admin');
    try {
      await test.step('a lower price loaded in the back office is e-mailed once, with the new price', async () => {
        await loadListPrice(page, unit, unit.list_price - PRICE_CUT);
        // The public read is kept until the change is heard: a moment after the write.
        await expect.poll(() => unitPrice(request, unit)).toBe(lower);
        const drop = await waitForMailTo(confirmed, 'Bajó el precio');
        expect(drop.text).toContain('Hola, Rocío:');
        expect(drop.text).toContain(`Precio anterior: ${formatMoney(before, 'ars')}`);
        expect(drop.text).toContain(`Precio nuevo: ${formatMoney(lower, 'ars')}`);
        // The same check that sent it passed over the alert nobody confirmed.
        expect(await newestMailTo(unconfirmed, 'Bajó el precio')).toBeNull();
        expect((await newestMailTo(unconfirmed, 'Confirmá tu aviso'))?.subject).toBe(
          'Confirmá tu aviso por e-mail',
        );

        await test.step('the demand on "Hoy" counts it, and reads well', async () => {
          await openHydrated(page, '/admin');
          const demand = page.getByRole('region', { name: 'Demanda' });
          await expect(demand.getByRole('table').first()).toContainText('Nissan');
          await axeAtBothWidths(page);
        });

        await test.step('its link stops the alert with one press', async () => {
          await page.goto(linkIn(drop.text, 'Darme de baja de este aviso'));
          await axeAtBothWidths(page);
          await page.getByRole('button', { name: 'Darme de baja' }).click();
          await expect(
            page.getByRole('heading', { level: 1, name: ALERT_UNSUBSCRIBED_MESSAGE }),
          ).toBeVisible();
          await page.reload();
          await expect(
            page.getByRole('heading', { level: 1, name: 'Este aviso ya no existe' }),
          ).toBeVisible();
          // A mail client's one-click post (RFC 8058) needs no page: the unconfirmed alert goes the same way.
          const pending = await waitForMailTo(unconfirmed, 'Confirmá tu aviso');
          const oneClick = await request.post(listUnsubscribe(pending), {
            form: { 'List-Unsubscribe': 'One-Click' },
          });
          expect(oneClick.status()).toBe(200);
          await page.goto(linkIn(pending.text, 'Confirmar el aviso'));
          await expect(
            page.getByRole('heading', { level: 1, name: 'Este aviso ya no existe' }),
          ).toBeVisible();
        });
      });
    } finally {
      // The unit goes back to its price: going up sends nothing.
      await loadListPrice(page, unit, unit.list_price);
    }
    // Once: the checks that followed (the price put back, the sweep at start) sent it no second time.
    expect(await mailsTo(confirmed, 'Bajó el precio')).toHaveLength(1);
  });

  test('without JavaScript, the confirmation page’s form asks for the alert through /alertas', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const { unit } = await findReservableUnit(request, 'chevrolet');
    const email = uniqueEmail('sin-js');
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const withoutScripts = await context.newPage();
    await withoutScripts.goto(dealershipPaths.buy(unitRoute({ brandSlug: 'chevrolet', unit })));
    await withoutScripts.getByText('Avisame si baja el precio', { exact: true }).click();
    const form = withoutScripts.getByRole('form', { name: 'Avisame si baja el precio' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel(ALERT_CONSENT_LABEL).check();
    await form.getByRole('button', { name: 'Avisame' }).click();
    await expect(withoutScripts).toHaveURL(/\/alertas$/);
    await expect(
      withoutScripts.getByRole('heading', { level: 1, name: ALERT_CONFIRM_SENT_MESSAGE }),
    ).toBeVisible();
    await expect(withoutScripts.getByRole('link', { name: 'Volver a la página anterior' })).toHaveAttribute(
      'href',
      new RegExp(`/vehiculos-0km/reservar/chevrolet/${unit.id}/`),
    );
    await waitForMailTo(email, 'Confirmá tu aviso');
    await context.close();

    // The page itself, as a browser with scripts reads it.
    await openHydrated(page, '/alertas');
    await expect(page.getByRole('heading', { level: 1, name: 'Avisos por e-mail' })).toBeVisible();
    await axeAtBothWidths(page);
  });
});
