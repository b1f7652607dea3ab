import fs from 'node:fs';
import { type Browser, expect, test } from '@playwright/test';
import { pictureBytes } from '../support/media-files';
import { panelNotice, signInAs } from './support/demo-staff';
import { expectNoSeriousAxeViolations, openHydrated } from './support/page-checks';

/*
 * Issue 16's acceptance: the demo content editor publishes from the back office, and an anonymous visitor sees it on
 * the home within a second (the page cache is on; the database's change notifications drop the cached home).
 * Each part of the home the editor changes has its own test below.
 */

/** How long a saved change may take to reach the home of a visitor (issue 16 "Everything visible at once"). */
const VISIBLE_WITHIN_MS = 1_000;

/** A name no other run or spec uses, so the home shows this run's item and nothing else matches it. */
const unique = (text: string) => `${text} ${Date.now().toString(36)}`;

/** Polls the home as a new anonymous visitor (no session, no cookies) until `expected` is in it. */
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

test.describe('content published from the back office shows on the home', { tag: ['@admin'] }, () => {
  test('the content editor publishes a news item with a picture', async ({ page, browser }) => {
    const title = unique('Llegó la Amarok V6 a San Juan');
    await signInAs(page, 'content');
    await openHydrated(page, '/admin/noticias/nueva');
    await expect(page.getByRole('heading', { level: 1, name: 'Nueva noticia' })).toBeVisible();
    await page.getByLabel('Título').fill(title);
    await page
      .getByLabel('Resumen')
      .fill('La pick-up más potente de Volkswagen, ahora en nuestro salón de San Juan.');
    await page
      .getByLabel('Texto')
      .fill(
        'La **Amarok V6** ya está en San Juan.\n\nIncluye:\n- Caja automática de 8 marchas\n- Tracción 4Motion',
      );
    await page.getByLabel('Imagen', { exact: true }).setInputFiles({
      name: 'amarok.jpg',
      mimeType: 'image/jpeg',
      buffer: await pictureBytes(1600, 1000, 'jpeg'),
    });
    await page.getByLabel('Descripción de la imagen').fill('Amarok gris frente a la cordillera');
    await page.getByLabel('Marca').selectOption({ label: 'Volkswagen' });
    await page.getByLabel('Tipo').selectOption('Lanzamiento');
    await page.getByLabel('Estado').selectOption('published');
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Guardar la noticia' }).click();

    await expect(panelNotice(page).filter({ hasText: 'Publicamos la noticia' })).toHaveText(
      'Publicamos la noticia: ya se ve en el sitio.',
    );
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const picture = await page
      .getByRole('region', { name: 'Vista previa' })
      .getByRole('img', { name: 'Amarok gris frente a la cordillera' })
      .getAttribute('src');
    expect(picture).toMatch(/^\/media\/news\/[0-9a-f]{32}\.webp$/);

    await expectOnVisitorsHome(browser, (html) => html.includes(title) && html.includes(`src="${picture}"`));
  });

  test("the news editor's toolbar writes each format into the body, and the live preview draws it", async ({
    page,
  }) => {
    await signInAs(page, 'content');
    await openHydrated(page, '/admin/noticias/nueva');
    const body = page.getByLabel('Texto');
    const toolbar = page.getByRole('group', { name: 'Formato' });
    const preview = page.getByRole('region', { name: 'Vista previa' });
    /** Selects the first `words` of the body, or the end of it when `words` is empty, as a person would. */
    const select = (words: string) =>
      body.evaluate((field: HTMLTextAreaElement, text) => {
        const from = text === '' ? field.value.length : field.value.indexOf(text);
        field.focus();
        field.setSelectionRange(from, from + text.length);
      }, words);
    const format = async (words: string, button: string) => {
      await select(words);
      await toolbar.getByRole('button', { name: button }).click();
    };

    await body.fill('La Amarok llegó a San Juan.\nEquipamiento\nCaja automática\nVer la ficha');
    await format('Amarok', 'Negrita');
    await format('San Juan', 'Cursiva');
    await format('Equipamiento', 'Subtítulo');
    await format('Caja automática', 'Lista');
    await format('Ver la ficha', 'Enlace');
    // The link's address is selected, to be typed over.
    await page.keyboard.type('https://www.vw.com.ar/amarok');
    await expect(body).toHaveValue(
      'La **Amarok** llegó a *San Juan*.\n## Equipamiento\n- Caja automática\n[Ver la ficha](https://www.vw.com.ar/amarok)',
    );
    await expect(preview.locator('strong', { hasText: 'Amarok' })).toBeVisible();
    await expect(preview.locator('em', { hasText: 'San Juan' })).toBeVisible();
    await expect(preview.getByRole('heading', { name: 'Equipamiento' })).toBeVisible();
    await expect(preview.getByRole('listitem').filter({ hasText: 'Caja automática' })).toBeVisible();
    await expect(preview.getByRole('link', { name: /Ver la ficha/ })).toHaveAttribute(
      'href',
      'https://www.vw.com.ar/amarok',
    );
    await expect(preview).not.toContainText('**');

    // With nothing selected, a format writes a word to type over, and the preview draws it as well.
    await body.press('End');
    await body.press('Enter');
    await format('', 'Negrita');
    await page.keyboard.type('Precio especial');
    await expect(body).toHaveValue(/\n\*\*Precio especial\*\*$/);
    await expect(preview.locator('strong', { hasText: 'Precio especial' })).toBeVisible();
  });

  test('the content editor publishes a story with a video', async ({ page, browser }) => {
    const title = unique('Tracker en Potrerillos');
    await signInAs(page, 'content');
    await openHydrated(page, '/admin/historias/nueva');
    await expect(page.getByRole('heading', { level: 1, name: 'Nueva historia' })).toBeVisible();
    await page.getByLabel('Título').fill(title);
    await page
      .getByLabel('Video', { exact: true })
      // A real video: every published story must play (story-video.once.spec.ts), this one too.
      .setInputFiles({
        name: 'tracker.mp4',
        mimeType: 'video/mp4',
        buffer: fs.readFileSync('public/videos/stories/chevrolet-tracker.mp4'),
      });
    await page.getByLabel('Portada (opcional)').setInputFiles({
      name: 'portada.png',
      mimeType: 'image/png',
      buffer: await pictureBytes(720, 1280, 'png'),
    });
    await page.getByLabel('Marca').selectOption({ label: 'Chevrolet' });
    await page.getByLabel('Sección').selectOption('0 km');
    await page.getByLabel('Enlace del botón «Ver más» (opcional)').fill('/vehiculos-0km/chevrolet');
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Guardar la historia' }).click();

    await expect(panelNotice(page).filter({ hasText: 'Publicamos la historia' })).toHaveText(
      'Publicamos la historia: ya se ve en la portada.',
    );
    const video = await page.getByLabel(`Video de la historia «${title}»`).getAttribute('src');
    expect(video).toMatch(/^\/media\/stories\/[0-9a-f]{32}\.mp4$/);

    const id = page.url().match(/\/admin\/historias\/(\d+)\?nueva=1$/)?.[1];
    expect(id).toBeDefined();

    await expectOnVisitorsHome(
      browser,
      (html) => html.includes(title) && html.includes(`href="/historias/${id}/`),
    );
    // The strip's card leads to the story, which plays the uploaded video and leads to the link given.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/');
    const storyLink = await visitorPage.locator(`a[href^="/historias/${id}/"]`).first().getAttribute('href');
    await visitorPage.goto(storyLink ?? '/');
    await expect(visitorPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitorPage.locator('video.story-viewer__video')).toHaveAttribute('src', video ?? '');
    await expect(visitorPage.getByRole('link', { name: 'Ver más' })).toHaveAttribute(
      'href',
      '/vehiculos-0km/chevrolet',
    );
    await visitor.close();
  });

  test("a story's poster is taken from its video in the editor's browser when none is chosen", async ({
    page,
  }) => {
    await signInAs(page, 'content');
    await openHydrated(page, '/admin/historias/nueva');
    await page.getByLabel('Título').fill(unique('Amarok en la nieve'));
    await page.getByLabel('Video', { exact: true }).setInputFiles({
      name: 'amarok.mp4',
      mimeType: 'video/mp4',
      buffer: fs.readFileSync('public/videos/stories/amarok-v6-extreme.mp4'),
    });
    await expect(panelNotice(page).filter({ hasText: 'portada' })).toHaveText(
      'Tomamos la portada del segundo 1 del video. Si preferís otra, elegila arriba.',
    );
    await page.getByRole('button', { name: 'Guardar la historia' }).click();
    await expect(panelNotice(page).filter({ hasText: 'Publicamos la historia' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Portada actual' })).toHaveAttribute(
      'src',
      /^\/media\/storyPoster\/[0-9a-f]{32}\.webp$/,
    );
  });
});
