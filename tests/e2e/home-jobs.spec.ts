import { expect, type Page, test } from '@playwright/test';
import { CV_ERROR_MESSAGES, CV_FILE_MESSAGE, CV_RECEIVED_MESSAGE } from '../../domain/leads';
import {
  expectNoHorizontalScroll,
  expectNoSeriousAxeViolations,
  hasVisibleFocus,
  tabTo,
  waitForHydration,
} from './support/page-checks';

const POPUP_SHOWN_KEY = 'territorio:popups-shown';

/** A minimal but well-formed PDF: the server checks a CV by its content (docs/product.md §D14), not by its name. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);
/** The 8-byte PNG signature and an IHDR chunk: a picture, whatever its name says. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6300010000050001' +
    '0d0a2db40000000049454e44ae426082',
  'hex',
);

test.beforeEach(async ({ page }) => {
  await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), POPUP_SHOWN_KEY);
});

function jobForm(page: Page) {
  return page.getByRole('form', { name: 'Postulación laboral' });
}

async function openForm(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByText('Ver formulario').click();
  await expect(jobForm(page)).toBeVisible();
}

async function fillRequired(page: Page) {
  const form = jobForm(page);
  await form.getByLabel('Nombre').fill('Lucía');
  await form.getByLabel('Apellido').fill('Giménez');
  await form.getByLabel('Celular').fill('261 555-1234');
  await form.getByLabel('Email').fill('lucia.gimenez@example.com');
}

test.describe('job application form', () => {
  test("stays hidden until 'Ver formulario', with the docs/product.md §5 and §7 fields", async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(jobForm(page)).toBeHidden();
    await page.getByText('Ver formulario').click();
    const form = jobForm(page);
    await expect(form).toBeVisible();
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/cv');
    await expect(form).toHaveAttribute('enctype', 'multipart/form-data');

    const fields: [label: string, name: string, required: boolean][] = [
      ['Nombre', 'data[name]', true],
      ['Apellido', 'data[lastname]', true],
      ['Celular', 'data[cellphone]', true],
      ['Email', 'data[email]', true],
      ['Teléfono', 'data[telephone]', false],
      ['Estudios', 'data[studies]', false],
      ['Puesto al que te postulás', 'data[position]', false],
      ['Comentario', 'data[message]', false],
      ['Zona de residencia', 'data[zone]', false],
      ['Currículum', 'file', true],
    ];
    for (const [label, name, required] of fields) {
      const field = form.getByLabel(label);
      await expect(field, label).toHaveAttribute('name', name);
      if (required) await expect(field, label).toHaveAttribute('required', '');
      else await expect(field, label).not.toHaveAttribute('required');
    }
    await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(form.getByLabel('Currículum')).toHaveAttribute('type', 'file');
    await expect(form.getByLabel('Currículum')).toHaveAttribute('accept', '.pdf,.doc,.docx');

    // The honeypot: present for bots, invisible and unreachable for people (domain/leads.ts).
    const trap = form.locator('input[name="data[website]"]');
    await expect(trap).toHaveAttribute('type', 'text');
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).toHaveAttribute('autocomplete', 'off');
    await expect(trap).not.toBeInViewport();
    expect(await trap.evaluate((input) => input.closest('[aria-hidden="true"]') !== null)).toBe(true);
    await expect(form.getByRole('button', { name: 'Enviar postulación' })).toBeVisible();
  });

  test('without a file it says so (docs/product.md §8) and sends nothing', async ({ page }) => {
    await openForm(page);
    await fillRequired(page);
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/cv') posted = true;
    });
    await jobForm(page).getByRole('button', { name: 'Enviar postulación' }).click();
    await expect(page.getByText(CV_FILE_MESSAGE, { exact: true })).toBeVisible();
    await expect(jobForm(page).getByLabel('Currículum')).toBeFocused();
    await expect(jobForm(page).getByLabel('Currículum')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/$/);
    expect(posted).toBe(false);
  });

  test('names each missing required field in the site words', async ({ page }) => {
    await openForm(page);
    const form = jobForm(page);
    await form.getByRole('button', { name: 'Enviar postulación' }).click();
    for (const message of [
      'Ingresá tu nombre.',
      'Ingresá tu apellido.',
      'Ingresá tu celular.',
      'Ingresá tu e-mail.',
      CV_FILE_MESSAGE,
    ])
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    await expect(form.getByLabel('Nombre')).toBeFocused();
    await expect(form.getByLabel('Nombre')).toHaveAccessibleDescription('Ingresá tu nombre.');

    await form.getByLabel('Email').fill('no-es-un-email');
    await form.getByRole('button', { name: 'Enviar postulación' }).click();
    await expect(form.getByText('Ingresá un e-mail válido.', { exact: true })).toBeVisible();
    // Fixing a field takes its message away.
    await form.getByLabel('Nombre').fill('Lucía');
    await expect(form.getByText('Ingresá tu nombre.', { exact: true })).toBeHidden();
  });

  test('a PDF is sent to /cv and the page thanks the applicant at /cv-recibido', async ({ page }) => {
    await openForm(page);
    await fillRequired(page);
    const form = jobForm(page);
    await form.getByLabel('Teléfono').fill('0261 425-0000');
    await form.getByLabel('Zona de residencia').fill('Godoy Cruz');
    await form.getByLabel('Comentario').fill('Tengo experiencia en ventas de 0km.');
    await form.getByLabel('Currículum').setInputFiles({
      name: 'cv-lucia.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await form.getByRole('button', { name: 'Enviar postulación' }).click();
    await expect(page).toHaveURL(/\/cv-recibido$/);
    const notice = page.getByRole('status').filter({ hasText: CV_RECEIVED_MESSAGE });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Recibimos tu currículum');
    await expect(notice).toBeFocused();
    await expect(notice).toBeInViewport();
    // The form folds away after a success.
    await expect(jobForm(page)).toBeHidden();
  });

  test('a picture renamed .pdf is refused at the file field, and everything typed stays', async ({
    page,
  }) => {
    await openForm(page);
    await fillRequired(page);
    const file = jobForm(page).getByLabel('Currículum');
    await file.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PNG });
    await jobForm(page).getByRole('button', { name: 'Enviar postulación' }).click();
    await expect(jobForm(page).getByRole('alert')).toHaveText(CV_FILE_MESSAGE);
    await expect(file).toBeFocused();
    await expect(page).toHaveURL('/');
    await expect(jobForm(page).getByLabel('Nombre')).toHaveValue('Lucía');
    await expect(jobForm(page).getByLabel('Email')).toHaveValue('lucia.gimenez@example.com');

    // A proper PDF then goes through.
    await file.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await jobForm(page).getByRole('button', { name: 'Enviar postulación' }).click();
    await expect(page).toHaveURL(/\/cv-recibido$/);
  });

  test('without JavaScript, a picture renamed .pdf lands on /cv-error with the reason, the form open', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByText('Ver formulario').click();
    await fillRequired(page);
    await jobForm(page).getByLabel('Currículum').setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: PNG,
    });
    await jobForm(page).getByRole('button', { name: 'Enviar postulación' }).click();
    await expect(page).toHaveURL(/\/cv-error\?motivo=archivo$/);
    await expect(page.getByRole('alert').filter({ hasText: CV_ERROR_MESSAGES.archivo })).toBeVisible();
    await expect(jobForm(page)).toBeVisible();
    await context.close();
  });

  test('what was typed stays when the disclosure is closed and opened again', async ({ page }) => {
    await openForm(page);
    await fillRequired(page);
    await page.getByText('Ver formulario').click();
    await expect(jobForm(page)).toBeHidden();
    await page.getByText('Ver formulario').click();
    await expect(jobForm(page).getByLabel('Nombre')).toHaveValue('Lucía');
    await expect(jobForm(page).getByLabel('Email')).toHaveValue('lucia.gimenez@example.com');
  });

  test('works without JavaScript: the disclosure opens and the form posts', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(jobForm(page)).toBeHidden();
    await page.getByText('Ver formulario').click();
    await expect(jobForm(page)).toBeVisible();
    await fillRequired(page);
    await jobForm(page).getByLabel('Currículum').setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await jobForm(page).getByRole('button', { name: 'Enviar postulación' }).click();
    await expect(page).toHaveURL(/\/cv-recibido$/);
    await expect(page.getByText(CV_RECEIVED_MESSAGE, { exact: true })).toBeVisible();
    await context.close();
  });

  test('keyboard: the disclosure opens with Enter and the fields take focus', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.locator('summary', { hasText: 'Ver formulario' });
    await toggle.focus();
    expect(await hasVisibleFocus(toggle)).toBe(true);
    await page.keyboard.press('Enter');
    await expect(jobForm(page)).toBeVisible();
    const name = jobForm(page).getByLabel('Nombre');
    await tabTo(page, name, 2);
    expect(await hasVisibleFocus(name)).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(jobForm(page).getByText('Ingresá tu nombre.', { exact: true })).toBeVisible();
  });
});

test.describe('/cv-recibido and /cv-error', () => {
  test('are the home page with the outcome, kept out of search results', async ({ request, baseURL }) => {
    for (const path of ['/cv-recibido', '/cv-error', '/cv-error?motivo=datos']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(`<link rel="canonical" href="${baseURL}/"/>`);
      expect(html, path).toContain('<meta name="robots" content="noindex"/>');
      expect(html, path).toContain('Oportunidades 0km');
    }
  });

  for (const [query, reason] of [
    ['?motivo=archivo', 'archivo'],
    ['?motivo=datos', 'datos'],
    ['?motivo=tamano', 'tamano'],
    ['', 'servidor'],
    ['?motivo=desconocido', 'servidor'],
  ] as const) {
    test(`/cv-error${query} tells why (${reason})`, async ({ page }) => {
      await page.goto(`/cv-error${query}`);
      const alert = page.getByRole('alert').filter({ hasText: CV_ERROR_MESSAGES[reason] });
      await expect(alert).toBeVisible();
      await expect(alert).toBeFocused();
      await expect(jobForm(page)).toBeVisible();
    });
  }

  test('axe: /cv-recibido', async ({ page }) => {
    await page.goto('/cv-recibido');
    await waitForHydration(page);
    await expect(page.getByText(CV_RECEIVED_MESSAGE, { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await expectNoHorizontalScroll(page);
  });

  test('axe: /cv-error with the form open and its messages shown', async ({ page }) => {
    await page.goto('/cv-error?motivo=archivo');
    await waitForHydration(page);
    await jobForm(page).getByRole('button', { name: 'Enviar postulación' }).click();
    await expect(jobForm(page).getByText('Ingresá tu nombre.', { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await expectNoHorizontalScroll(page);
  });
});
