import { randomInt } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { MY_RESERVATION_TEXTS } from '#domain/operation/my-reservation';
import { OPERATION_NOT_FOUND_MESSAGE } from '#domain/operation/operation-messages';
import { priceLine, reservedWithMyReservationLink } from './support/dealership-helpers';
import { expectNoSeriousAxeViolations, openHydrated } from './support/page-checks';

/**
 * "Mi reserva" (docs/product.md §2, docs/decisions/0027): the buyer opens it from the receipt's signed link, or with the
 * code and the e-mail; a tampered link shows the form and never the operation; the page is personal. Reaching it pays a
 * deposit, which takes a unit out of the catalogue: it runs with the payment specs (playwright.config.ts).
 */

/**
 * Every spec speaks from 127.0.0.1, and other specs spend that client's look-ups by code on unknown codes on purpose:
 * this one speaks as a client of its own (the server trusts one proxy hop in the tests), a new one per test and
 * project, so its own misses are counted apart.
 */
async function ownClient(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.${randomInt(113, 250)}.${randomInt(1, 250)}` });
}

const steps = (page: Page) =>
  page.getByRole('navigation', { name: 'Pasos de tu compra' }).getByRole('listitem');

test.describe('Mi reserva', { tag: '@payments' }, () => {
  test('the receipt’s link opens the buyer’s page: the unit, the amounts, the steps, what to bring and the Botón de arrepentimiento', async ({
    page,
    request,
  }) => {
    await ownClient(page);
    const {
      operation,
      unit,
      myReservation: path,
    } = await reservedWithMyReservationLink(request, 'mi-reserva');
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    // Personal: never kept by a browser or a shared cache, never indexed.
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    await expect(page.getByRole('heading', { level: 1, name: 'Mi reserva' })).toBeVisible();
    await expect(page.getByText(operation.code, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: unit.model })).toBeVisible();
    await expect(page.getByText(unit.chassis, { exact: true })).toBeVisible();
    await expect(page.locator('.unit-summary__image')).toHaveAttribute('src', /^\/img\/vehicles\//);

    await expect(steps(page)).toHaveText([/Reservado/, /Documentación/, /Entrega programada/, /Entregado/]);
    await expect(steps(page).and(page.locator('[aria-current="step"]'))).toHaveText(/Reservado/);

    const payments = page.getByRole('region', { name: 'Pagos' });
    await expect(payments.getByText('Seña pagada')).toBeVisible();
    // What is paid at the delivery, part by part: the delivery fee among them.
    await expect(payments.getByRole('heading', { level: 3, name: 'A pagar en la entrega' })).toBeVisible();
    await expect(priceLine(payments, 'Entrega')).toBeVisible();
    await expect(priceLine(payments, 'A pagar en la entrega')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Qué traer a la entrega' }).getByRole('listitem').first(),
    ).toHaveText('Tu DNI original.');
    await expect(page.getByText('PRUEBA:', { exact: false }).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // The visit within 48 hours, on the branch calendar (docs/decisions/0089): booked, moved and cancelled here. Tests
    // side by side start from different slots, so they seldom reach for the same salesperson's time.
    await openHydrated(page, path);
    const slot = test.info().parallelIndex * 2;
    const toBook = page.getByRole('region', { name: 'Agendá tu visita' });
    await toBook.getByRole('radio').nth(slot).check();
    await toBook.getByRole('button', { name: 'Agendar mi visita' }).click();
    const visit = page.getByRole('region', { name: 'Tu visita' });
    await expect(visit.getByRole('status')).toHaveText('Listo: agendamos tu visita.');
    await expect(visit).toContainText('Traé tu DNI y el código de la operación.');
    await expectNoSeriousAxeViolations(page);
    await visit.getByText('Cambiar el horario').click();
    await visit
      .getByRole('radio')
      .nth(slot + 1)
      .check();
    await visit.getByRole('button', { name: 'Cambiar a este horario' }).click();
    await expect(visit.getByRole('status')).toHaveText('Listo: cambiamos el horario de tu visita.');
    await visit.getByRole('button', { name: 'Cancelar mi visita' }).click();
    await expect(toBook.getByRole('status')).toHaveText(
      'Cancelamos tu visita. Podés agendar otra cuando quieras.',
    );

    // The Botón de arrepentimiento goes to its page, which asks before cancelling.
    await openHydrated(page, path);
    await page
      .getByRole('region', { name: 'Botón de arrepentimiento' })
      .getByRole('button', { name: 'Cancelar mi reserva' })
      .click();
    await expect(page).toHaveURL('/arrepentimiento');
    await expect(page.getByRole('heading', { name: '¿Querés cancelar tu reserva?' })).toBeVisible();
    await page.getByRole('button', { name: 'Sí, cancelar la reserva' }).click();
    await expect(page.getByRole('heading', { name: 'Cancelaste tu reserva' })).toBeVisible();

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2, name: 'Reserva cancelada' })).toBeVisible();
    await expect(page.getByText('Cancelaste esta reserva', { exact: false })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Botón de arrepentimiento' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Pasos de tu compra' })).toHaveCount(0);
  });

  test('a tampered link shows the code-and-e-mail form, never the operation; the code and the e-mail open it', async ({
    page,
    request,
  }) => {
    await ownClient(page);
    const {
      operation,
      unit,
      email,
      myReservation: path,
    } = await reservedWithMyReservationLink(request, 'mi-reserva-form');
    const tampered = path.replace(/firma=(.)/, (_, first: string) => `firma=${first === 'A' ? 'B' : 'A'}`);
    const response = await page.goto(tampered);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('alert')).toHaveText(MY_RESERVATION_TEXTS.invalidLink);
    await expect(page.getByText(unit.chassis)).toHaveCount(0);
    await expect(page.getByLabel('Código de operación')).toHaveValue(operation.code);
    await expectNoSeriousAxeViolations(page);

    // A wrong e-mail answers as an unknown code does.
    await openHydrated(page, '/concesionario-digital/mi-reserva');
    await page.getByLabel('Código de operación').fill(operation.code.toLowerCase());
    await page.getByLabel('E-mail de la reserva').fill('otra.persona@example.com');
    await page.getByRole('button', { name: 'Ver mi reserva' }).click();
    await expect(page.getByRole('alert')).toHaveText(OPERATION_NOT_FOUND_MESSAGE);
    await expect(page.getByRole('alert')).toBeFocused();

    await page.getByLabel('E-mail de la reserva').fill(email);
    await page.getByRole('button', { name: 'Ver mi reserva' }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByText(unit.chassis, { exact: true })).toBeVisible();
  });
});
