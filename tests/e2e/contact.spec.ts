import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { Parameters } from '../../domain/content';
import { phoneLink, whatsappLink } from '../../domain/content';
import { DEALERSHIP, dealershipAddressLine } from '../../domain/dealership';
import { CONTACT_RECEIVED_MESSAGE } from '../../domain/leads';
import {
  expectNoHorizontalScroll,
  expectNoSeriousAxeViolations,
  hasVisibleFocus,
  tabTo,
  waitForHydration,
} from './support/page-checks';

const PATH = '/contacto';
const CONTACT_API = '**/api/v2/territorio/contact';
const FORM_HEADING = 'Dejanos tu consulta';

async function parametersOf(request: APIRequestContext): Promise<Parameters> {
  const response = await request.get('/api/v2/territorio/parameter');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Parameters }).data;
}

function helpForm(page: Page) {
  return page.getByRole('region', { name: FORM_HEADING });
}

async function fillHelpForm(page: Page, values: { email?: string; message?: string } = {}) {
  const form = helpForm(page);
  await form.getByLabel('Nombre').fill('Lucía');
  await form.getByLabel('Apellido').fill('Funes');
  await form.getByLabel('Teléfono').fill('261 555-0101');
  await form.getByLabel('Email').fill(values.email ?? 'lucia.funes@example.com');
  await form.getByLabel('Mensaje').fill(values.message ?? 'Quiero consultar por un Polo Track.');
}

test.describe('contact page (/contacto)', () => {
  test('the server HTML holds the three locations and the help form', async ({ request }) => {
    const response = await request.get(PATH);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Contacto | Territorio</title>');
    for (const name of ['Godoy Cruz', 'San Rafael', 'San Juan']) expect(html).toContain(`>${name}</h3>`);
    expect(html).toContain('Dejanos tu consulta');
  });

  test('lists Godoy Cruz (Mendoza), San Rafael (Mendoza) and San Juan, in that order', async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contactanos');
    const branches = page.getByRole('article');
    await expect(branches.getByRole('heading', { level: 3 })).toHaveText([
      'Godoy Cruz',
      'San Rafael',
      'San Juan',
    ]);
    await expect(branches.locator('.location-card__province')).toHaveText(['Mendoza', 'Mendoza', 'San Juan']);
  });

  test('each location has its map button, opening hours and phones per brand and department', async ({
    page,
    request,
  }) => {
    const { locations } = await parametersOf(request);
    expect(locations).toHaveLength(3);
    await page.goto(PATH);

    for (const location of locations) {
      const card = page.getByRole('article', { name: location.name });
      await expect(card.getByText(location.address, { exact: true })).toBeVisible();

      const map = card.getByRole('link', { name: /^Ver en el mapa/ });
      await expect(map).toHaveAttribute('href', location.map_url);
      await expect(map).toHaveAttribute('target', '_blank');
      await expect(map).toHaveAttribute('rel', /noopener/);
      await expect(map).toHaveAccessibleName(new RegExp(`la sucursal ${location.name}`));

      const hours = card.getByRole('region', { name: 'Horarios' });
      for (const line of location.opening_hours) {
        await expect(hours.getByText(line.days, { exact: true })).toBeVisible();
        await expect(hours.getByText(line.hours, { exact: true })).toBeVisible();
      }

      const phones = card.getByRole('region', { name: 'Teléfonos' });
      for (const phone of location.phones) {
        const href = phone.whatsapp ? whatsappLink(phone.number) : phoneLink(phone.number);
        expect(href, `${location.name} ${phone.label} is a usable number`).toBeDefined();
        const link = phones.locator(`a[href="${href}"]`).first();
        await expect(link, `${location.name}: ${phone.label} ${phone.number}`).toBeVisible();
        if (phone.whatsapp) {
          expect(href).toMatch(/^https:\/\/wa\.me\/\d+$/);
          await expect(link).toHaveAttribute('target', '_blank');
        } else {
          expect(href).toMatch(/^tel:\d+$/);
          await expect(link).toHaveText(phone.number);
        }
      }
      // Every department label the branch has is written out, and each brand with lines heads its group.
      for (const label of new Set(location.phones.map((phone) => phone.label))) {
        await expect(phones.getByText(label, { exact: true }).first()).toBeVisible();
      }
      const brands = [...new Set(location.phones.flatMap((phone) => phone.brand_string ?? []))];
      const groups = await phones.getByRole('heading', { level: 5 }).allTextContents();
      expect(groups.toSorted()).toEqual(brands.toSorted());
    }
  });

  test('Godoy Cruz keeps the hours docs/product.md §2 gives as an example', async ({ page }) => {
    await page.goto(PATH);
    const hours = page.getByRole('article', { name: 'Godoy Cruz' }).getByRole('region', { name: 'Horarios' });
    await expect(hours).toContainText('Lunes a viernes');
    await expect(hours).toContainText('10:00 a 14:00 y 15:00 a 19:00');
    await expect(hours).toContainText('Sábados');
    await expect(hours).toContainText('10:00 a 13:00');
  });

  test('the hero offers a call, WhatsApp and e-mail', async ({ page, request }) => {
    const parameters = await parametersOf(request);
    await page.goto(PATH);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: `Llamanos ${DEALERSHIP.phone}` })).toHaveAttribute(
      'href',
      phoneLink(DEALERSHIP.phone) as string,
    );
    const whatsapp = main.getByRole('link', { name: /^WhatsApp/ });
    await expect(whatsapp).toHaveAttribute('href', whatsappLink(parameters.whatsapp_number) as string);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(main.getByRole('link', { name: `Escribinos ${DEALERSHIP.email}` })).toHaveAttribute(
      'href',
      `mailto:${DEALERSHIP.email}`,
    );
  });

  test.describe('help form', () => {
    test('an empty submit shows the Spanish messages and sends nothing', async ({ page }) => {
      let posted = false;
      await page.route(CONTACT_API, (route) => {
        posted = true;
        return route.abort();
      });
      await page.goto(PATH);
      await waitForHydration(page);
      const form = helpForm(page);
      await form.getByRole('button', { name: 'Enviar' }).click();

      await expect(form.getByText('Ingresá tu nombre.')).toBeVisible();
      await expect(form.getByText('Ingresá tu apellido.')).toBeVisible();
      await expect(form.getByText('Ingresá tu teléfono.')).toBeVisible();
      await expect(form.getByLabel('Nombre')).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByLabel('Nombre')).toBeFocused();
      // docs/product.md §5: the e-mail is optional but must be an e-mail; the message is optional.
      await expect(form.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByLabel('Mensaje')).not.toHaveAttribute('aria-invalid', 'true');
      expect(posted).toBe(false);

      await form.getByLabel('Email').fill('no-es-un-email');
      await form.getByRole('button', { name: 'Enviar' }).click();
      await expect(form.getByText('Ingresá un e-mail válido.')).toBeVisible();

      await form.getByLabel('Nombre').fill('Lucía');
      await form.getByRole('button', { name: 'Enviar' }).click();
      await expect(form.getByText('Ingresá tu nombre.')).toHaveCount(0);
      await expect(form.getByLabel('Apellido')).toBeFocused();
      expect(posted).toBe(false);
    });

    test('fetches the validation code only when the visitor reaches the form', async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (sent) => {
        if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
      });
      await page.goto(PATH);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      const validation = (names: readonly string[]) =>
        names.filter((name) => /\/leads-[\w-]+\.js$/.test(name));
      expect(validation(scripts), 'no validation code on load').toEqual([]);

      await helpForm(page).getByLabel('Nombre').focus();
      await expect.poll(() => validation(scripts).length).toBe(1);
    });

    test('sends subject "Formulario de contacto" and shows "Recibimos tu mensaje"', async ({ page }) => {
      await page.goto(PATH);
      await waitForHydration(page);
      await fillHelpForm(page);
      const requestSeen = page.waitForRequest((request) =>
        request.url().endsWith('/api/v2/territorio/contact'),
      );
      const responseSeen = page.waitForResponse((response) =>
        response.url().endsWith('/api/v2/territorio/contact'),
      );
      await helpForm(page).getByRole('button', { name: 'Enviar' }).click();

      const request = await requestSeen;
      expect(request.method()).toBe('POST');
      expect(request.headers()['content-type']).toContain('application/json');
      expect(request.postDataJSON()).toEqual({
        name: 'Lucía',
        lastname: 'Funes',
        telephone: '261 555-0101',
        email: 'lucia.funes@example.com',
        message: 'Quiero consultar por un Polo Track.',
        subject: 'Formulario de contacto',
        website: '',
      });
      expect((await responseSeen).status()).toBe(201);

      const form = helpForm(page);
      const title = form.getByRole('heading', { name: 'Recibimos tu mensaje' });
      await expect(title).toBeVisible();
      await expect(title).toBeFocused();
      await expect(form).toContainText(CONTACT_RECEIVED_MESSAGE.replace('Recibimos tu mensaje. ', ''));
      await expect(form.getByRole('textbox')).toHaveCount(0);

      await form.getByRole('button', { name: 'Enviar otro mensaje' }).click();
      await expect(form.getByLabel('Nombre')).toHaveValue('');
      await expect(form.getByLabel('Nombre')).toBeFocused();
    });

    test('shows the sending state while the request runs', async ({ page }) => {
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(CONTACT_API, async (route) => {
        await held;
        await route.fulfill({ status: 201, json: { data: { id: 1, message: CONTACT_RECEIVED_MESSAGE } } });
      });
      await page.goto(PATH);
      await waitForHydration(page);
      await fillHelpForm(page);
      await helpForm(page).getByRole('button', { name: 'Enviar' }).click();

      const sending = helpForm(page).getByRole('button', { name: 'Enviando…' });
      await expect(sending).toBeDisabled();
      release();
      await expect(helpForm(page).getByRole('heading', { name: 'Recibimos tu mensaje' })).toBeVisible();
    });

    test('a server failure shows "¡Hubo un problema!" with the dealership phone and address', async ({
      page,
    }) => {
      await page.route(CONTACT_API, (route) =>
        route.fulfill({ status: 500, json: { error: 'Error interno.' } }),
      );
      await page.goto(PATH);
      await waitForHydration(page);
      await fillHelpForm(page);
      await helpForm(page).getByRole('button', { name: 'Enviar' }).click();

      const form = helpForm(page);
      const title = form.getByRole('heading', { name: '¡Hubo un problema!' });
      await expect(title).toBeVisible();
      await expect(title).toBeFocused();
      await expect(form).toContainText('intentá de nuevo más tarde');
      await expect(form.getByRole('link', { name: DEALERSHIP.phone })).toHaveAttribute(
        'href',
        phoneLink(DEALERSHIP.phone) as string,
      );
      await expect(form).toContainText(dealershipAddressLine());

      // Trying again brings the form back with what the visitor had typed.
      await form.getByRole('button', { name: 'Volver a intentar' }).click();
      await expect(form.getByLabel('Nombre')).toHaveValue('Lucía');
      await expect(form.getByLabel('Mensaje')).toHaveValue('Quiero consultar por un Polo Track.');
    });

    test('a network error is a failure too', async ({ page }) => {
      await page.route(CONTACT_API, (route) => route.abort('connectionfailed'));
      await page.goto(PATH);
      await waitForHydration(page);
      await fillHelpForm(page);
      await helpForm(page).getByRole('button', { name: 'Enviar' }).click();
      await expect(helpForm(page).getByRole('heading', { name: '¡Hubo un problema!' })).toBeVisible();
    });

    test("too many messages (429) is a failure with the server's advice", async ({ page }) => {
      const advice = 'Hiciste demasiados envíos seguidos. Esperá un momento y volvé a intentar.';
      await page.route(CONTACT_API, (route) =>
        route.fulfill({ status: 429, headers: { 'retry-after': '30' }, json: { error: advice } }),
      );
      await page.goto(PATH);
      await waitForHydration(page);
      await fillHelpForm(page);
      await helpForm(page).getByRole('button', { name: 'Enviar' }).click();

      const form = helpForm(page);
      await expect(form.getByRole('heading', { name: '¡Hubo un problema!' })).toBeVisible();
      await expect(form).toContainText(advice);
      await expect(form).toContainText(DEALERSHIP.phone);
    });

    test('a field the server rejects (400) is marked with its message', async ({ page }) => {
      const message = 'Ingresá un teléfono válido.';
      await page.route(CONTACT_API, (route) =>
        route.fulfill({ status: 400, json: { error: message, issues: [{ field: 'telephone', message }] } }),
      );
      await page.goto(PATH);
      await waitForHydration(page);
      await fillHelpForm(page);
      await helpForm(page).getByRole('button', { name: 'Enviar' }).click();

      const form = helpForm(page);
      await expect(form.getByText(message)).toBeVisible();
      await expect(form.getByLabel('Teléfono')).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByLabel('Teléfono')).toBeFocused();
    });

    test('the honeypot field "website" is out of sight, of the tab order and of assistive technology', async ({
      page,
    }) => {
      await page.goto(PATH);
      const trap = helpForm(page).locator('input[name="website"]');
      await expect(trap).toHaveCount(1);
      await expect(trap).toHaveAttribute('tabindex', '-1');
      await expect(trap).toHaveAttribute('autocomplete', 'off');
      expect(await trap.getAttribute('type')).not.toBe('hidden');
      await expect(trap).not.toBeInViewport();
      expect(await trap.evaluate((input) => input.closest('[aria-hidden="true"]') !== null)).toBe(true);
    });

    test('works from the keyboard alone', async ({ page }) => {
      await page.route(CONTACT_API, (route) =>
        route.fulfill({ status: 201, json: { data: { id: 1, message: CONTACT_RECEIVED_MESSAGE } } }),
      );
      await page.goto(PATH);
      await waitForHydration(page);
      const form = helpForm(page);
      const name = form.getByLabel('Nombre');
      await name.focus();
      expect(await hasVisibleFocus(name)).toBe(true);
      await page.keyboard.type('Lucía');
      await page.keyboard.press('Tab');
      await expect(form.getByLabel('Apellido')).toBeFocused();
      await page.keyboard.type('Funes');
      await page.keyboard.press('Tab');
      await expect(form.getByLabel('Teléfono')).toBeFocused();
      await page.keyboard.type('2615550101');
      await page.keyboard.press('Tab');
      await expect(form.getByLabel('Email')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(form.getByLabel('Mensaje')).toBeFocused();
      // The honeypot is skipped: the next stop is the button.
      await page.keyboard.press('Tab');
      const send = form.getByRole('button', { name: 'Enviar' });
      await expect(send).toBeFocused();
      expect(await hasVisibleFocus(send)).toBe(true);
      await page.keyboard.press('Enter');
      await expect(form.getByRole('heading', { name: 'Recibimos tu mensaje' })).toBeFocused();
    });
  });

  test.describe('layout and accessibility', () => {
    test('has no serious axe violations, with the form idle and after a failed submit', async ({ page }) => {
      await page.goto(PATH);
      await waitForHydration(page);
      await expectNoSeriousAxeViolations(page);
      await helpForm(page).getByRole('button', { name: 'Enviar' }).click();
      await expect(helpForm(page).getByText('Ingresá tu nombre.')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });

    test('does not scroll sideways', async ({ page }) => {
      await page.goto(PATH);
      await expectNoHorizontalScroll(page);
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expectNoHorizontalScroll(page);
    });

    test('has one h1, landmarks and headings in order', async ({ page }) => {
      await page.goto(PATH);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('main')).toHaveCount(1);
      const levels = await page
        .getByRole('main')
        .locator('h1, h2, h3, h4, h5, h6')
        .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
      expect(levels[0]).toBe(1);
      for (const [index, level] of levels.entries()) {
        if (index > 0)
          expect(level, `heading ${index} skips a level`).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
      }
    });

    test('keyboard: the skip link leads to the content, Tab reaches the map buttons with a visible focus', async ({
      page,
    }) => {
      await page.goto(PATH);
      await waitForHydration(page);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
      const map = page
        .getByRole('article', { name: 'Godoy Cruz' })
        .getByRole('link', { name: /^Ver en el mapa/ });
      await tabTo(page, map, 30);
      expect(await hasVisibleFocus(map)).toBe(true);
    });
  });
});
