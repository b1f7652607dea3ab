import { expect, test } from '@playwright/test';
import { panelNotice, signInAs } from './support/demo-staff';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, openHydrated } from './support/page-checks';
import { familiesOf, versionsBrand } from './versions-support';

/*
 * Issue 33's acceptance for a lead's record and the readable audit log (docs/decisions/0069, 0070), on a phone's
 * width: the lead's page shows its history, the WhatsApp link, the same person's earlier lead and the duplicate
 * warning; the audit log shows Mendoza time and Spanish labels.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('a lead’s record and the audit log in words, on a phone', async ({ page, request }) => {
  const [family] = await familiesOf(request, versionsBrand('volkswagen'));
  if (!family) throw new Error('No Volkswagen family in the demo catalogue');
  const email = `historial.${Date.now()}@example.com`;
  const sent = await request.post('/api/v2/territorio/price-request', {
    data: {
      name: 'Mariano',
      lastname: 'Historial',
      email,
      cellphone: '+54 9 261 555-1234',
      vehicle: family.name,
    },
  });
  expect(sent.status()).toBe(201);
  const lead = ((await sent.json()) as { data: { id: number } }).data.id;
  // The same person, earlier or later, through the contact form: the phone written another way.
  const contact = await request.post('/api/v2/territorio/contact', {
    data: {
      name: 'Mariano',
      lastname: 'Historial',
      email,
      telephone: '0261 15 555-1234',
      subject: family.name,
    },
  });
  expect(contact.status()).toBe(201);
  const earlier = ((await contact.json()) as { data: { id: number } }).data.id;

  await signInAs(page, 'admin');
  await openHydrated(page, `/admin/consultas/precio/${lead}`);
  await expect(page.getByText('Posible duplicado:')).toBeVisible();
  const records = page.getByRole('region', { name: 'Otras consultas y reservas de esta persona' });
  await expect(records.getByRole('link', { name: `Contacto n.º ${earlier}` })).toHaveAttribute(
    'href',
    `/admin/consultas/contacto/${earlier}`,
  );
  const whatsapp = page.getByRole('link', { name: /Escribir por WhatsApp/ });
  await expect(whatsapp).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/5492615551234\\?text=.*${encodeURIComponent(family.name)}`),
  );

  await page.getByLabel('Estado de la consulta').selectOption({ label: 'En curso' });
  await page.getByRole('button', { name: 'Cambiar el estado' }).click();
  await expect(panelNotice(page)).toHaveText('Cambiamos el estado de la consulta.');
  const history = page.getByRole('region', { name: 'Historial' });
  await expect(history).toContainText('Cambió el estado de una consulta · Estado: Nueva → En curso');
  await expectNoHorizontalScroll(page);
  await expectNoSeriousAxeViolations(page);

  await openHydrated(page, `/admin/auditoria?q=price_request:${lead}`);
  const entry = page
    .getByRole('listitem')
    .filter({ hasText: `Cambió el estado de una consulta: Pedido de precio n.º ${lead}` });
  await expect(entry).toBeVisible();
  const mendozaNow = new Intl.DateTimeFormat('es-AR', {
    timeZone: 'America/Argentina/Mendoza',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());
  await expect(entry).toContainText(`${mendozaNow} `);
  await expect(entry).toContainText('(hora de Mendoza)');
  await entry.getByText('Ver el cambio').click();
  await expect(entry).toContainText('Estado: Nueva → En curso');
  // Sign-ins are a tab apart from the changes.
  await openHydrated(page, '/admin/auditoria');
  await page.getByRole('link', { name: 'Ingresos al panel' }).click();
  await expect(page).toHaveURL(/view=ingresos/);
  await expect(page.getByText('Ingresó al panel:').first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousAxeViolations(page);
});
