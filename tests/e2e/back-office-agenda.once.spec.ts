import { expect, type Page, test } from '@playwright/test';
import { appointmentWhen } from '#domain/back-office/appointment-when';
import { addDays, SUNDAY_REASON, weekdayOf } from '#domain/back-office/branch-agenda';
import { formatClockTime, localDate } from '#domain/shared/mendoza-time';
import { bookableDay } from '../support/bookable-day';
import { calendarEventOf } from '../support/calendar-file';
import { reservedWithMyReservationLink, waitForMailTo } from './support/dealership-helpers';
import { panelNotice, signInAs } from './support/demo-staff';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, openHydrated } from './support/page-checks';

/*
 * Issue 33's acceptance for the branch calendar (docs/product.md §6 "The branch calendar"): a delivery on a Sunday or
 * outside the branch's hours is refused with the reason; an administrator undoes "entregada" and the buyer is told;
 * the agenda reads on a phone. Issue 35's visit after a reservation: the team moves it and the buyer's e-mail carries
 * the new time. Paying takes a unit out of the catalogue: the spec runs after the others.
 */

/** The demo's Godoy Cruz opens Monday to Friday 10 to 14 and 15 to 19, Saturday 10 to 13 (server/db/seed). */
const BRANCH = 'Godoy Cruz';

async function scheduleDelivery(page: Page, day: string, time: string) {
  const form = page.getByRole('region', { name: /Programar la entrega|Reprogramar la entrega/ });
  await form.getByLabel('Día').fill(day);
  await form.getByLabel('Hora').selectOption(time);
  await form.getByLabel('Sucursal').selectOption({ label: BRANCH });
  await form.getByRole('button', { name: /Programar la entrega|Reprogramar la entrega/ }).click();
}

test.describe('back office: the branch calendar', { tag: '@payments' }, () => {
  test.describe.configure({ timeout: 90_000 });

  test('refuses a Sunday and a time outside the hours, and an administrator undoes a delivery, telling the buyer', async ({
    page,
    request,
  }) => {
    const { email, operation } = await reservedWithMyReservationLink(request, 'agenda');
    await signInAs(page, 'admin');
    await openHydrated(page, `/admin/reservas/${operation.code}`);

    let sunday = bookableDay(2);
    while (weekdayOf(sunday) !== 0) sunday = addDays(sunday, 1);
    await scheduleDelivery(page, sunday, '10:30');
    await expect(page.getByRole('alert').first()).toContainText(SUNDAY_REASON);

    const day = bookableDay(3);
    await scheduleDelivery(page, day, '20:00');
    await expect(page.getByRole('alert').first()).toContainText(
      'La sucursal atiende de 10 a 14 y de 15 a 19.',
    );

    await scheduleDelivery(page, day, '10:30');
    await page
      .getByRole('region', { name: /¿Confirmás\?/ })
      .getByRole('button', { name: 'Confirmar' })
      .click();
    await expect(panelNotice(page)).toHaveText('Programamos la entrega y le enviamos la cita al comprador.');

    // Before the appointment, "Marcar como entregada" asks again, saying so.
    await page
      .getByRole('region', { name: 'Marcar como entregada' })
      .getByRole('button', { name: 'Marcar como entregada' })
      .click();
    const early = page.getByRole('region', { name: /¿Confirmás\?/ });
    await expect(early).toContainText('todavía no llegó esa hora');
    await early.getByRole('button', { name: 'Confirmar' }).click();
    await expect(panelNotice(page)).toHaveText('La unidad quedó entregada: ya no aparece en el sitio.');

    await page
      .getByRole('region', { name: 'Deshacer «entregada»' })
      .getByRole('button', { name: 'Deshacer la entrega' })
      .click();
    await page
      .getByRole('region', { name: /¿Confirmás\?/ })
      .getByRole('button', { name: 'Confirmar' })
      .click();
    await expect(panelNotice(page)).toHaveText(
      'La entrega se deshizo: la unidad vuelve a estar reservada y le avisamos al comprador.',
    );
    const told = await waitForMailTo(email, 'Corregimos el estado de tu reserva');
    expect(told.text).toContain('figuraba como entregado');

    // The week of the appointment on a phone: one day a row, the delivery listed.
    await page.setViewportSize({ width: 390, height: 844 });
    await openHydrated(page, `/admin/agenda?semana=${day}`);
    await page.getByRole('navigation', { name: 'Sucursales' }).getByRole('link', { name: BRANCH }).click();
    await expect(page.getByRole('link', { name: new RegExp(operation.code) })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);
  });

  test('the team moves a buyer’s visit to another free slot, and the buyer’s e-mail carries the new time', async ({
    page,
    request,
    baseURL,
  }) => {
    // A reservation whose buyer booked the first free slot on "Mi reserva", posted as its form posts it.
    const { email, operation, myReservation } = await reservedWithMyReservationLink(request, 'visita');
    const offered = /name="starts_at" value="([^"]+)"/.exec(
      await (await request.get(myReservation)).text(),
    )?.[1];
    expect(offered, 'Mi reserva offers a slot').toBeDefined();
    const booked = await request.post(myReservation, {
      form: { intent: 'agendar-visita', starts_at: offered ?? '' },
      headers: { origin: baseURL ?? '' },
    });
    expect(booked.status(), 'the visit is booked').toBe(200);
    await waitForMailTo(email, 'Tu visita por tu');

    // The team opens it from the reservation's page.
    await signInAs(page, 'admin');
    await openHydrated(page, `/admin/reservas/${operation.code}`);
    await page.locator('dl > div').filter({ hasText: 'Visita del comprador' }).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Visita de la reserva:');
    await expect(page.getByRole('region', { name: 'Comprador' })).toContainText(email);
    await expectNoSeriousAxeViolations(page);

    // The last free slot the buyer would see, other than the one they have.
    const choices = await page
      .getByLabel('Nuevo horario')
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    const target = choices.at(-1) ?? '';
    expect(target).not.toBe(offered);
    await page.getByLabel('Nuevo horario').selectOption(target);
    await page.getByRole('button', { name: 'Mover la visita' }).click();
    await expect(panelNotice(page)).toHaveText(
      'Movimos la visita y le enviamos el nuevo horario al comprador.',
    );
    const instant = new Date(target);
    await expect(page.getByRole('region', { name: /^Visita n\.º/ })).toContainText(formatClockTime(instant));

    const moved = await waitForMailTo(email, 'Cambió tu visita');
    expect(moved.subject).toContain(appointmentWhen(instant));
    expect(moved.text).toContain('Nuestro equipo movió tu visita');
    const event = calendarEventOf(
      moved.attachments
        .find((attachment) => attachment.filename === 'visita-concesionario.ics')
        ?.content.toString('utf8') ?? '',
    );
    expect(event.properties.DTSTART).toEqual({
      params: { TZID: 'America/Argentina/Mendoza' },
      value: `${localDate(instant).replaceAll('-', '')}T${formatClockTime(instant).replace(':', '')}00`,
    });

    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousAxeViolations(page);
  });
});
