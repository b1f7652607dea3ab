import { type Browser, expect, test } from '@playwright/test';
import { pictureBytes } from '../support/media-files';
import { panelNotice, signInAs } from './support/demo-staff';
import { expectNoSeriousAxeViolations, openHydrated } from './support/page-checks';

/*
 * Issue 16's acceptance for the home's banners: the demo content editor uploads a banner with its two pictures,
 * previews it, publishes it, and a new anonymous visitor finds it on the home within a second (the page cache is on;
 * the database's change notifications drop the cached home); unpublished, it leaves the home as fast.
 */

/** How long a saved change may take to reach the home of a visitor (issue 16 "Everything visible at once"). */
const VISIBLE_WITHIN_MS = 1_000;

/** Polls the home as a new anonymous visitor (no session, no cookies) until `expected` holds. */
async function expectOnVisitorsHome(browser: Browser, expected: (html: string) => boolean): Promise<void> {
  const visitor = await browser.newContext();
  try {
    await expect
      .poll(async () => expected(await (await visitor.request.get('/')).text()), {
        timeout: VISIBLE_WITHIN_MS,
        intervals: [50, 100],
      })
      .toBe(true);
  } finally {
    await visitor.close();
  }
}

test('the content editor publishes a banner with both pictures, and unpublishes it', {
  tag: ['@admin'],
}, async ({ page, browser }) => {
  const name = `Amarok V6 en 12 cuotas ${Date.now().toString(36)}`;
  await signInAs(page, 'content');
  await openHydrated(page, '/admin/banners/nuevo');
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo banner' })).toBeVisible();
  await page.getByLabel('Nombre').fill(name);
  await page.getByLabel('Enlace').fill('/vehiculos-0km/volkswagen');
  await page.getByLabel('Imagen para computadora').setInputFiles({
    name: 'amarok-horizontal.jpg',
    mimeType: 'image/jpeg',
    buffer: await pictureBytes(2400, 900, 'jpeg'),
  });
  await page.getByLabel('Imagen para teléfono').setInputFiles({
    name: 'amarok-vertical.png',
    mimeType: 'image/png',
    buffer: await pictureBytes(1000, 1200, 'png'),
  });
  await page.getByLabel('Orden').fill('0');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Guardar y ver la vista previa' }).click();

  // Saved unpublished, with the home's own slide as its preview.
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(panelNotice(page)).toHaveText(
    'Guardamos el banner sin publicarlo. Revisá la vista previa y publicalo cuando esté listo.',
  );
  const preview = page.getByRole('region', { name: 'Vista previa del banner' });
  await expect(preview.getByRole('img', { name })).toBeVisible();
  const desktopPicture = await preview.locator('source').getAttribute('srcset');
  const phonePicture = await preview.getByRole('img', { name }).getAttribute('src');
  expect(desktopPicture).toMatch(/^\/media\/bannerDesktop\/[0-9a-f]{32}\.webp$/);
  expect(phonePicture).toMatch(/^\/media\/bannerMobile\/[0-9a-f]{32}\.webp$/);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Publicar' }).click();
  await expect(panelNotice(page)).toHaveText('Publicamos el banner.');
  await expectOnVisitorsHome(
    browser,
    (html) =>
      html.includes(`alt="${name}"`) &&
      html.includes(desktopPicture ?? '') &&
      html.includes(phonePicture ?? ''),
  );

  await page.getByRole('button', { name: 'Despublicar' }).click();
  await expect(panelNotice(page)).toHaveText('Despublicamos el banner: ya no se muestra en la portada.');
  await expectOnVisitorsHome(browser, (html) => !html.includes(name));
});
