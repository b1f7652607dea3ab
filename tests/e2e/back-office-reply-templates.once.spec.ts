import { expect, type Page, test } from '@playwright/test';
import { signInAs } from './support/demo-staff';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, openHydrated } from './support/page-checks';

/*
 * The reply templates (docs/decisions/0077): a salesperson saves one at /admin/consultas/respuestas and finds it on a
 * lead's page, filled on the server for that person, as a WhatsApp and an e-mail link. The page is axe-clean and keeps
 * its width on a phone; a member who may not read leads gets the 403 page, and a salesperson of another brand gets it
 * for the lead (and its filled replies). The inbox's "Descargar Excel" is a file the signed-in member downloads.
 */

const NO_PERMISSION = 'No tenés permiso para ver esta página.';

/** A contact message of Volkswagen, sent as the site's form sends it; its id. */
async function contactLead(page: Page, name: string, lastname: string): Promise<number> {
  const answer = await page.request.post('/api/v2/territorio/contact', {
    data: {
      name,
      lastname,
      telephone: '0261 555-1234',
      email: `${name.toLowerCase()}.${lastname.toLowerCase()}@example.com`,
      message: 'Quiero saber si tienen la unidad en gris.',
      subject: 'Formulario de contacto',
      brand_id: 1,
    },
    headers: { 'x-forwarded-for': '198.51.100.77' },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { data: { id: number } }).data.id;
}

test('a reply template saved by a salesperson is filled on a lead’s page as WhatsApp and e-mail links', {
  tag: ['@admin'],
}, async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const lastname = `Respuesta${stamp}`;
  const lead = await contactLead(page, 'Ana', lastname);
  const templateName = `Primer contacto ${stamp}`;

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'salesVolkswagen');
  await openHydrated(page, '/admin/consultas/respuestas');
  await expect(page.getByRole('heading', { level: 1, name: 'Respuestas para consultas' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const form = page.getByRole('form', { name: 'Nueva respuesta' });
  await form.getByLabel('Nombre').fill(templateName);
  await form.getByLabel('Texto').fill('Hola {nombre}, soy {asesor} de {marca}. ¿Te llamo hoy?');
  await form.getByRole('button', { name: 'Agregar la respuesta' }).click();
  const saved = page.getByRole('form', { name: `Respuesta «${templateName}»` });
  await expect(saved).toBeVisible();
  await expect(saved.getByLabel('Texto')).toHaveValue(
    'Hola {nombre}, soy {asesor} de {marca}. ¿Te llamo hoy?',
  );
  await expectNoSeriousAxeViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
  await expectNoSeriousAxeViolations(page);

  // On the lead's page: the template filled for Ana, by the person reading it, as links.
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHydrated(page, `/admin/consultas/contacto/${lead}`);
  const replies = page.getByRole('region', { name: 'Respuestas listas' });
  const line = replies.getByRole('listitem').filter({ hasText: templateName });
  const text = 'Hola Ana, soy Valentín Ventas de Volkswagen. ¿Te llamo hoy?';
  const whatsapp = new URL(
    (await line.getByRole('link', { name: 'por WhatsApp' }).getAttribute('href')) ?? '',
  );
  expect(whatsapp.origin).toBe('https://wa.me');
  expect(whatsapp.pathname).toMatch(/^\/549261\d+$/);
  expect(whatsapp.searchParams.get('text')).toBe(text);
  const mail = new URL((await line.getByRole('link', { name: 'por e-mail' }).getAttribute('href')) ?? '');
  expect(mail.protocol).toBe('mailto:');
  expect(mail.pathname).toBe(`ana.${lastname.toLowerCase()}@example.com`);
  expect(mail.searchParams.get('body')).toBe(text);
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
  await expectNoSeriousAxeViolations(page);

  // A salesperson of another brand gets the 403 page for the lead, and none of its filled replies.
  const chevrolet = await (await browser.newContext()).newPage();
  await signInAs(chevrolet, 'salesChevrolet');
  const refusedLead = await chevrolet.goto(`/admin/consultas/contacto/${lead}`);
  expect(refusedLead?.status()).toBe(403);
  await expect(chevrolet.getByRole('heading', { level: 1, name: NO_PERMISSION })).toBeVisible();
  await expect(chevrolet.getByText(templateName)).toHaveCount(0);
  await chevrolet.context().close();

  // A member who may not read leads (the content role) gets the 403 page for the templates.
  const content = await (await browser.newContext()).newPage();
  await signInAs(content, 'content');
  const refused = await content.goto('/admin/consultas/respuestas');
  expect(refused?.status()).toBe(403);
  await expect(content.getByRole('heading', { level: 1, name: NO_PERMISSION })).toBeVisible();
  await expect(content.getByText(templateName)).toHaveCount(0);
  await expectNoSeriousAxeViolations(content);
  await content.context().close();
});

test('the inbox’s Excel link downloads the filtered list as a file', { tag: ['@admin'] }, async ({
  page,
  request,
}) => {
  const lastname = `Excel${Date.now().toString(36)}`;
  await contactLead(page, 'Beto', lastname);
  await signInAs(page, 'salesVolkswagen');
  await openHydrated(page, `/admin/consultas?q=${lastname}`);
  const link = page.getByRole('link', { name: 'Descargar Excel' });
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/admin\/consultas\/exportar\?/);
  expect(new URL(href, 'http://x').searchParams.get('formato')).toBe('xlsx');
  expect(new URL(href, 'http://x').searchParams.get('q')).toBe(lastname);
  // The page's own context carries the session: the file is the signed-in member's.
  const file = await page.request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-disposition']).toMatch(/^attachment; filename=.+\.xlsx/);
  const body = await file.body();
  expect(body.subarray(0, 2).toString('latin1')).toBe('PK');
  // Without the session there is no file: the sign-in page instead.
  const anonymous = await request.get(href, { maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers().location).toMatch(/^\/admin\/login\?next=/);
});
