import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { addDays, weekdayAndDate, weekdayOf } from '#domain/back-office/branch-agenda';
import { mendozaInstant } from '#domain/shared/mendoza-instant';
import { toRouteParam } from '#domain/shared/route-params';
import { bookableDay } from '../support/bookable-day';
import { calendarEventOf } from '../support/calendar-file';
import { waitForMailTo } from './support/dealership-helpers';
import { panelNotice, signInAs } from './support/demo-staff';
import { expectNoSeriousAxeViolations, openHydrated } from './support/page-checks';

/*
 * Issue 35's acceptance for test drives (docs/product.md §2 "Prueba de manejo", §7 "Test drives"): booked from a
 * versions page with the version chosen, only free slots inside the branch's hours, confirmed at once; the e-mail
 * carries a calendar event on Mendoza's clock and a link that moves the booking; every page axe-clean at 390 and
 * 1280 px.
 */

/** The demo's Godoy Cruz (the first branch) opens Monday to Friday 10 to 14 and 15 to 19 (server/db/seed). */
const BRANCH = 'Godoy Cruz';
const BRANCH_ID = 1;
/** 45-minute slots that end by each range's closing. */
const WEEKDAY_SLOTS = [
  '10:00',
  '10:45',
  '11:30',
  '12:15',
  '13:00',
  '15:00',
  '15:45',
  '16:30',
  '17:15',
  '18:00',
];

interface DemoVersion {
  familyId: number;
  familyName: string;
  versionId: number;
  versionName: string;
}

/** A Volkswagen version Godoy Cruz has a demo unit of, found through the APIs as a client would. */
async function demoVersion(request: APIRequestContext, skip = 0): Promise<DemoVersion> {
  const families = (await (await request.get('/v1/vw/stock/families')).json()) as {
    data: { id: number; name: string }[];
  };
  let found = 0;
  for (const family of families.data) {
    const versions = (await (
      await request.get(`/v1/vw/stock/subfamilies?family_id=${family.id}`)
    ).json()) as {
      data: { id: number; name: string }[];
    };
    for (const version of versions.data) {
      const slots = await request.get(
        `/api/v2/territorio/test-drives/slots?branch=${BRANCH_ID}&version=${version.id}`,
      );
      if (slots.status() !== 200) continue;
      if (found++ < skip) continue;
      return {
        familyId: family.id,
        familyName: family.name,
        versionId: version.id,
        versionName: version.name,
      };
    }
  }
  throw new Error('No Volkswagen version with a demo unit at Godoy Cruz');
}

const slotTimes = (page: Page) =>
  page
    .getByRole('group', { name: /^Horarios libres del/ })
    .getByRole('radio')
    .evaluateAll((radios) => radios.map((radio) => radio.parentElement?.textContent?.trim() ?? ''));

test.describe('test drives', () => {
  test.describe.configure({ timeout: 90_000 });

  test('booked from a versions page: only free slots in the branch’s hours, confirmed at once, an .ics and a link that moves it', async ({
    page,
    request,
  }) => {
    const demo = await demoVersion(request);
    await openHydrated(
      page,
      `/vehiculos-0km/versiones/volkswagen/${toRouteParam(demo.familyName)}/${demo.familyId}`,
    );
    const card = page.getByRole('article', { name: demo.versionName, exact: true });
    await card.getByRole('link', { name: 'Manejalo antes' }).click();
    await expect(page).toHaveURL(new RegExp(`/prueba-de-manejo\\?.*version=${demo.versionId}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manejalo antes de decidir');

    const branch = page.getByRole('link', { name: new RegExp(`^${BRANCH}`) });
    if ((await branch.getAttribute('aria-current')) !== 'true') await branch.click();
    await expect(branch).toHaveAttribute('aria-current', 'true');
    const vehicle = page.getByRole('link', {
      name: new RegExp(demo.versionName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    });
    await expect(vehicle).toHaveAttribute('aria-current', 'true');

    const day = bookableDay(2);
    const dayName = weekdayAndDate(day);
    await page.getByRole('link', { name: new RegExp(`^${dayName}`, 'i') }).click();
    await expect(page.getByRole('link', { name: new RegExp(`^${dayName}`, 'i') })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(await slotTimes(page)).toEqual(WEEKDAY_SLOTS.map((time) => time.replace(/^0/, '')));

    await expectNoSeriousAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    const email = `prueba-${Date.now()}@example.com`;
    await page.getByRole('radio', { name: '10:45' }).check();
    await page.getByLabel('Nombre').fill('Ana');
    await page.getByLabel('Apellido').fill('Paz');
    await page.getByLabel('Celular').fill('261 555 1234');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('DNI').fill('30111222');
    await page.getByRole('radio', { name: 'Sí' }).check();
    await page.getByRole('checkbox', { name: /Acepto que usen mis datos/ }).check();
    await page.getByRole('button', { name: 'Reservar prueba de manejo' }).click();

    const confirmation = page.getByRole('region', { name: 'Listo: tu prueba de manejo quedó reservada.' });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toContainText('a las 10:45');
    await expect(confirmation).toContainText(BRANCH);
    await expectNoSeriousAxeViolations(page);

    const mail = await waitForMailTo(email, 'Tu prueba de manejo');
    const ics = mail.attachments.find((attachment) => attachment.filename === 'prueba-de-manejo.ics');
    expect(ics?.contentType).toBe('text/calendar');
    const event = calendarEventOf(ics?.content.toString('utf8') ?? '');
    expect(event.properties.DTSTART).toEqual({
      params: { TZID: 'America/Argentina/Mendoza' },
      value: `${day.replaceAll('-', '')}T104500`,
    });
    expect(event.properties.LOCATION?.value).toContain('Godoy Cruz');
    const link = mail.text?.match(/https?:\/\/[^\s]+\/prueba-de-manejo\/[0-9A-Z]+\?firma=[\w-]+/)?.[0];
    expect(link).toBeDefined();

    await openHydrated(page, new URL(link ?? '').pathname + new URL(link ?? '').search);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu prueba de manejo');
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('radio', { name: '16:30' }).check();
    await page.getByRole('button', { name: 'Cambiar a este horario' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Listo: cambiamos el horario' })).toBeVisible();
    await expect(page.getByText(/a las 16:30/)).toBeVisible();
    const moved = await waitForMailTo(email, 'Cambió tu prueba de manejo');
    const movedEvent = calendarEventOf(
      moved.attachments
        .find((attachment) => attachment.filename === 'prueba-de-manejo.ics')
        ?.content.toString('utf8') ?? '',
    );
    expect(movedEvent.properties.DTSTART?.value).toBe(`${day.replaceAll('-', '')}T163000`);
    expect(movedEvent.properties.SEQUENCE?.value).toBe('1');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousAxeViolations(page);

    // The slot it left is free again on the public page; the one it took is not.
    const instant = (time: string) => mendozaInstant(day, time)?.toISOString() ?? '';
    const slots = (await (
      await request.get(
        `/api/v2/territorio/test-drives/slots?branch=${BRANCH_ID}&version=${demo.versionId}&from=${day}`,
      )
    ).json()) as { data: { days: { date: string; slots: { starts_at: string }[] }[] } };
    const taken =
      slots.data.days.find((entry) => entry.date === day)?.slots.map((slot) => slot.starts_at) ?? [];
    expect(taken).toContain(instant('10:45'));
    expect(taken).not.toContain(instant('16:30'));

    // The team finds it on the branch's week, beside the deliveries, and opens it.
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs(page, 'admin');
    await openHydrated(page, `/admin/agenda?sucursal=${BRANCH_ID}&semana=${day}`);
    const appointment = page
      .getByRole('listitem')
      .filter({ hasText: 'Prueba de manejo' })
      .filter({ hasText: '16:30' })
      // The appointment's own item, not the day's that holds it (the day's name is a link too).
      .filter({ hasNot: page.getByRole('list') });
    await appointment.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Prueba de manejo:');
    await expect(page.getByRole('region', { name: 'Comprador' })).toContainText(email);
    await expectNoSeriousAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousAxeViolations(page);
  });

  test('a closure set in the back office takes its day’s slots off the public page at once', async ({
    page,
    request,
  }) => {
    const demo = await demoVersion(request);
    // A Saturday: the other specs book deliveries on weekdays (tests/support/bookable-day.ts), so a closure there
    // touches none of them; it is taken off again at the end.
    let saturday = bookableDay(2);
    while (weekdayOf(saturday) !== 6) saturday = addDays(saturday, 1);
    const booking = `/prueba-de-manejo?sucursal=${BRANCH_ID}&version=${demo.versionId}`;
    const saturdayLink = () =>
      page.getByRole('link', { name: new RegExp(`^${weekdayAndDate(saturday)}`, 'i') });

    await openHydrated(page, booking);
    await expect(saturdayLink()).toBeVisible();

    await signInAs(page, 'admin');
    await openHydrated(page, `/admin/agenda?sucursal=${BRANCH_ID}`);
    await page.getByRole('link', { name: /^Pruebas de manejo en Godoy Cruz/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pruebas de manejo: Godoy Cruz');
    await expectNoSeriousAxeViolations(page);
    const closures = page.getByLabel('Cierres, uno por línea');
    const before = await closures.inputValue();
    await closures.fill(`${before}\n${saturday} Inventario`.trim());
    await page.getByRole('button', { name: 'Guardar los cierres' }).click();
    await expect(panelNotice(page)).toContainText('Guardamos los cierres de Godoy Cruz');
    try {
      await openHydrated(page, booking);
      await expect(page.getByRole('heading', { name: /3\. Elegí el día y el horario/ })).toBeVisible();
      await expect(saturdayLink()).toHaveCount(0);
    } finally {
      await openHydrated(page, `/admin/agenda/unidades?sucursal=${BRANCH_ID}`);
      await page.getByLabel('Cierres, uno por línea').fill(before);
      await page.getByRole('button', { name: 'Guardar los cierres' }).click();
      await expect(panelNotice(page)).toContainText('Guardamos los cierres de Godoy Cruz');
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousAxeViolations(page);
  });
});
