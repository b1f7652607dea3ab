import { expect, type Locator, type Page, test } from '@playwright/test';
import { pictureBytes } from '../support/media-files';
import {
  DEMO_ACCOUNTS,
  DEMO_STAFF_PASSWORD,
  panelNotice,
  panelSectionLink,
  signInAs,
} from './support/demo-staff';
import { expectNoSeriousAxeViolations, openHydrated } from './support/page-checks';

/*
 * Issue 33, the back office on a phone: the panel's menu folds and opens from the keyboard; a session that ended
 * while a lead's note was being typed says so and gives the note back after signing in again; a unit's photos are
 * picked several at a time, dragged into a new order and one made the cover, all kept by the server.
 */

const PHONE = { width: 390, height: 844 };

// A phone's screen: its width, and touch (the photos are dragged with a finger).
test.use({ viewport: PHONE, hasTouch: true });

/** A contact lead sent through the site's API, as a visitor's form sends it; its id. */
async function contactLead(page: Page): Promise<number> {
  const response = await page.request.post('/api/v2/territorio/contact', {
    data: {
      name: 'Lucía',
      lastname: 'Funes',
      telephone: '2615550101',
      message: 'Quiero saber por la Amarok.',
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/** A unit of the brand (1 Volkswagen, 2 Chevrolet) no buyer sees (sold or reserved, else the last listed): its chassis. */
async function quietUnit(page: Page, brand = 1): Promise<string> {
  for (const status of ['sold', 'reserved', '']) {
    const list = await (
      await page.request.get(`/admin/stock?marca=${brand}${status ? `&estado=${status}` : ''}`)
    ).text();
    const chassis = [...list.matchAll(/href="\/admin\/stock\/([A-Z0-9]{17})"/g)].map((match) => match[1]);
    const last = chassis.at(-1);
    if (last) return last;
  }
  throw new Error(`No unit of brand ${brand} in the stock list`);
}

/**
 * A finger pressed on `from`, slid in steps onto `to` and lifted: touch events, as a phone's screen sends them. The
 * page is scrolled first so that `to` is at the top of the screen (both must be on it).
 */
async function fingerDrag(page: Page, from: Locator, to: Locator): Promise<void> {
  await to.evaluate((element) => element.scrollIntoView({ block: 'start', behavior: 'instant' }));
  const centre = async (target: Locator) => {
    const box = await target.boundingBox();
    if (!box) throw new Error('The element is not on the screen');
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const start = await centre(from);
  const end = await centre(to);
  const screen = await page.context().newCDPSession(page);
  await screen.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
  const steps = 8;
  for (let step = 1; step <= steps; step++) {
    const at = {
      x: start.x + ((end.x - start.x) * step) / steps,
      y: start.y + ((end.y - start.y) * step) / steps,
    };
    await screen.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at] });
  }
  await screen.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await screen.detach();
}

/** Photos added to a unit by the page's own post, as the upload form sends them (one per post). */
async function addPhotos(page: Page, chassis: string, count: number): Promise<void> {
  const address = `/admin/stock/${chassis}`;
  const token = (await (await page.request.get(address)).text()).match(/name="_csrf" value="([\w-]+)"/)?.[1];
  if (!token) throw new Error('The unit page has no form token');
  for (let index = 0; index < count; index++) {
    const buffer = await pictureBytes(640, 480, 'jpeg', 40 + index * 50);
    const answer = await page.request.post(address, {
      multipart: {
        _csrf: token,
        intent: 'upload',
        photos: { name: 'foto.jpg', mimeType: 'image/jpeg', buffer },
      },
    });
    expect(answer.status(), 'the photo is added').toBe(200);
  }
}

const photoSources = (page: Page) =>
  page
    .getByRole('region', { name: /Fotos en el sitio/ })
    .locator('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src')));

test.describe('the back office on a phone', { tag: ['@admin'] }, () => {
  test('the panel’s menu is folded at 390 px, names the section, and opens from the keyboard', async ({
    page,
  }) => {
    await signInAs(page, 'admin');
    await openHydrated(page, '/admin/popups');
    const menu = page.getByRole('navigation', { name: 'Secciones del panel' });
    const toggle = menu.getByText('Menú: Popups');
    await expect(toggle).toBeVisible();
    await expect(panelSectionLink(page, 'Reservas')).toBeHidden();
    // The header with its folded menu takes a small part of the screen (it took 412 of 844 px).
    const header = await page.locator('.admin-header').boundingBox();
    expect(header?.height ?? PHONE.height).toBeLessThan(200);
    await expectNoSeriousAxeViolations(page);

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(panelSectionLink(page, 'Reservas')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Popups' })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Inicio' })).toBeFocused();
    await expectNoSeriousAxeViolations(page);
  });

  test('a note typed while the session ended is not lost: "Tu sesión terminó", and back after signing in', async ({
    page,
    context,
  }) => {
    const lead = await contactLead(page);
    await signInAs(page, 'admin');
    const address = `/admin/consultas/contacto/${lead}`;
    await openHydrated(page, address);
    const note = 'Llamarla el lunes a la mañana: pidió la Amarok gris.';
    await page.getByLabel('Nota (solo la ve el personal)').fill(note);
    // The session ends meanwhile (it expired, or she signed out in another tab).
    await context.clearCookies({ name: 'staff_session' });
    await page.getByRole('button', { name: 'Guardar la nota' }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'Tu sesión terminó, ingresá otra vez.' }),
    ).toBeVisible();
    await expect(page.getByText('No tenés permiso')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('link', { name: 'Ingresar' }).click();
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(DEMO_ACCOUNTS.admin);
    await page.getByLabel('Contraseña').fill(DEMO_STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Ingresar' }).click();

    await expect(page).toHaveURL(address);
    await expect(page.getByLabel('Nota (solo la ve el personal)')).toHaveValue(note);
    await page.getByRole('button', { name: 'Guardar la nota' }).click();
    await expect(page.getByRole('region', { name: 'Notas internas' })).toContainText(note);
  });

  test('a photo dragged by a finger on its handle to the first place is announced and kept there', async ({
    page,
  }) => {
    // A Chevrolet unit: the upload test below counts a Volkswagen unit's photos, and the two run side by side.
    await signInAs(page, 'salesChevrolet');
    const chassis = await quietUnit(page, 2);
    await addPhotos(page, chassis, 2);
    await openHydrated(page, `/admin/stock/${chassis}`);
    const photos = page.getByRole('region', { name: /Fotos en el sitio/ }).getByRole('listitem');
    const before = await photoSources(page);
    await fingerDrag(page, photos.last().getByText('Arrastrar'), photos.first().locator('img'));
    await expect(
      page.getByText(`Llevaste la foto ${before.length} al lugar 1 de ${before.length}.`),
    ).toBeAttached();
    await expect(panelNotice(page)).toHaveText('Guardamos el orden de las fotos.');
    await page.reload();
    expect(await photoSources(page)).toEqual([before.at(-1), ...before.slice(0, -1)]);
  });

  test('several photos picked at once upload; a new order and a cover are kept by the server', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signInAs(page, 'salesVolkswagen');
    const chassis = await quietUnit(page);
    await openHydrated(page, `/admin/stock/${chassis}`);
    const before = (await photoSources(page)).length;
    const files = await Promise.all(
      ['frente', 'lateral', 'interior'].map(async (name, index) => ({
        name: `${name}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await pictureBytes(800 + index * 40, 600, 'jpeg'),
      })),
    );
    await page.getByLabel('Elegir de la galería').setInputFiles(files);
    await page.getByRole('button', { name: 'Subir las fotos' }).click();
    await expect(panelNotice(page)).toHaveText('Agregamos 3 fotos.');
    await expectNoSeriousAxeViolations(page);

    const uploaded = await photoSources(page);
    expect(uploaded).toHaveLength(before + 3);
    // The last photo moved a place earlier with its button (the keyboard's way to reorder).
    await page.getByRole('button', { name: `Mover la foto ${uploaded.length} un lugar antes` }).click();
    await expect(panelNotice(page)).toHaveText('Cambiamos el orden de las fotos.');
    const dragged = [...uploaded.slice(0, -2), uploaded.at(-1), uploaded.at(-2)];
    await page.reload();
    expect(await photoSources(page)).toEqual(dragged);

    // The second photo made the cover from its button (the keyboard's way too).
    await page.getByRole('button', { name: 'Usar la foto 2 como portada' }).click();
    await expect(panelNotice(page)).toHaveText(
      'Elegimos la portada: es la primera foto que ven los compradores.',
    );
    await page.reload();
    const covered = await photoSources(page);
    expect(covered[0]).toBe(dragged[1]);
    await expect(page.getByRole('img', { name: 'Foto 1, portada' })).toHaveAttribute('src', dragged[1] ?? '');
  });
});
