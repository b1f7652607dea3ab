import { expect, test } from '@playwright/test';
import { CV_ERROR_MESSAGES, CV_FILE_MESSAGE, CV_RECEIVED_MESSAGE } from '#domain/content/leads';
import { fillRequiredJobFields, jobForm, openJobForm, PDF, PNG, skipPopups } from './support/content-helpers';
import { waitForHydration } from './support/page-checks';

/**
 * The job application on the home page (docs/product.md §2 Home, §5, §D14): its fields, its checks, what the server takes
 * and where it sends the applicant, with JavaScript and without, the same at any width. The keyboard path and how the
 * form and its outcome pages fit a phone and a desktop are in home-jobs.spec.ts; axe checks them through a11y/content.ts.
 */

test.beforeEach(async ({ page }) => {
  await skipPopups(page);
});

test.describe('job application form', { tag: ['@jobs', '@home'] }, () => {
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

    // The honeypot: present for bots, invisible and unreachable for people (domain/content/leads.ts).
    const trap = form.locator('input[name="data[website]"]');
    await expect(trap).toHaveAttribute('type', 'text');
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).toHaveAttribute('autocomplete', 'off');
    await expect(trap).not.toBeInViewport();
    expect(await trap.evaluate((input) => input.closest('[aria-hidden="true"]') !== null)).toBe(true);
    await expect(form.getByRole('button', { name: 'Enviar postulación' })).toBeVisible();
  });

  test('names each missing required field in the site words, asks for the file last (docs/product.md §8), sends nothing, and keeps what was typed when closed', async ({
    page,
  }) => {
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/cv') posted = true;
    });
    await openJobForm(page);
    const form = jobForm(page);
    const send = form.getByRole('button', { name: 'Enviar postulación' });

    await test.step('an empty submit names each missing required field', async () => {
      await send.click();
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
    });

    await test.step('a wrong e-mail and a malformed cellphone are named at once, and fixing a field takes its message away', async () => {
      await form.getByLabel('Email').fill('no-es-un-email');
      await form.getByLabel('Celular').fill('123');
      await send.click();
      await expect(form.getByText('Ingresá un e-mail válido.', { exact: true })).toBeVisible();
      await expect(form.getByLabel('Celular')).toHaveAccessibleDescription(/^Ingresá un celular válido/);
      expect(posted).toBe(false);
      await form.getByLabel('Nombre').fill('Lucía');
      await expect(form.getByText('Ingresá tu nombre.', { exact: true })).toBeHidden();
    });

    await test.step('everything but the file: it says so at the file field and sends nothing', async () => {
      await fillRequiredJobFields(page);
      await send.click();
      await expect(form.getByLabel('Currículum')).toBeFocused();
      await expect(page.getByText(CV_FILE_MESSAGE, { exact: true })).toBeVisible();
      await expect(form.getByText('Ingresá un e-mail válido.', { exact: true })).toBeHidden();
      await expect(form.getByLabel('Currículum')).toHaveAttribute('aria-invalid', 'true');
      await expect(page).toHaveURL(/\/$/);
      expect(posted).toBe(false);
    });

    await test.step('what was typed stays when the disclosure is closed and opened again', async () => {
      await page.getByText('Ver formulario').click();
      await expect(form).toBeHidden();
      await page.getByText('Ver formulario').click();
      await expect(form.getByLabel('Nombre')).toHaveValue('Lucía');
      await expect(form.getByLabel('Email')).toHaveValue('lucia.gimenez@example.com');
    });
  });

  test('a picture renamed .pdf is refused at the file field with everything typed kept; a PDF is then sent to /cv and /cv-recibido thanks the applicant', async ({
    page,
  }) => {
    await openJobForm(page);
    await fillRequiredJobFields(page);
    const form = jobForm(page);
    const file = form.getByLabel('Currículum');
    const send = form.getByRole('button', { name: 'Enviar postulación' });
    await form.getByLabel('Teléfono').fill('0261 425-0000');
    await form.getByLabel('Zona de residencia').fill('Godoy Cruz');
    await form.getByLabel('Comentario').fill('Tengo experiencia en ventas de 0km.');

    await test.step('a picture renamed .pdf is refused at the file field, and everything typed stays', async () => {
      await file.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PNG });
      await send.click();
      await expect(form.getByRole('alert')).toHaveText(CV_FILE_MESSAGE);
      await expect(file).toBeFocused();
      await expect(page).toHaveURL('/');
      await expect(form.getByLabel('Nombre')).toHaveValue('Lucía');
      await expect(form.getByLabel('Email')).toHaveValue('lucia.gimenez@example.com');
      await expect(form.getByLabel('Comentario')).toHaveValue('Tengo experiencia en ventas de 0km.');
    });

    await test.step('a PDF goes through to /cv, and /cv-recibido thanks the applicant', async () => {
      await file.setInputFiles({ name: 'cv-lucia.pdf', mimeType: 'application/pdf', buffer: PDF });
      await send.click();
      await expect(page).toHaveURL(/\/cv-recibido$/);
      const notice = page.getByRole('status').filter({ hasText: CV_RECEIVED_MESSAGE });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText('Recibimos tu currículum');
      await expect(notice).toBeFocused();
      await expect(notice).toBeInViewport();
      // The form folds away after a success.
      await expect(jobForm(page)).toBeHidden();
    });
  });

  test('works without JavaScript: the disclosure opens, a picture renamed .pdf lands on /cv-error with the reason and the form open, and a PDF posts', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const form = jobForm(page);
    const file = form.getByLabel('Currículum');
    const send = form.getByRole('button', { name: 'Enviar postulación' });

    await test.step('the disclosure opens', async () => {
      await page.goto('/');
      await expect(form).toBeHidden();
      await page.getByText('Ver formulario').click();
      await expect(form).toBeVisible();
    });

    await test.step('a picture renamed .pdf lands on /cv-error with the reason, the form open', async () => {
      await fillRequiredJobFields(page);
      await file.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PNG });
      await send.click();
      await expect(page).toHaveURL(/\/cv-error\?motivo=archivo$/);
      await expect(page.getByRole('alert').filter({ hasText: CV_ERROR_MESSAGES.archivo })).toBeVisible();
      await expect(form).toBeVisible();
    });

    await test.step('a PDF posts, and /cv-recibido thanks the applicant', async () => {
      await fillRequiredJobFields(page);
      await file.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
      await send.click();
      await expect(page).toHaveURL(/\/cv-recibido$/);
      await expect(page.getByText(CV_RECEIVED_MESSAGE, { exact: true })).toBeVisible();
    });
    await context.close();
  });
});

test.describe('/cv-recibido and /cv-error', { tag: ['@jobs', '@home'] }, () => {
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

  test('/cv-error tells why, with the focus on the reason and the form open', async ({ page }) => {
    for (const [query, reason] of [
      ['?motivo=archivo', 'archivo'],
      ['?motivo=datos', 'datos'],
      ['?motivo=tamano', 'tamano'],
      ['', 'servidor'],
      ['?motivo=desconocido', 'servidor'],
    ] as const) {
      await test.step(`/cv-error${query} tells why (${reason})`, async () => {
        await page.goto(`/cv-error${query}`);
        const alert = page.getByRole('alert').filter({ hasText: CV_ERROR_MESSAGES[reason] });
        await expect(alert).toBeVisible();
        await expect(alert).toBeFocused();
        await expect(jobForm(page)).toBeVisible();
      });
    }
  });
});
