import { expect, type Page, type Route, test } from '@playwright/test';
import { phoneLink, whatsappLink } from '#domain/content/content';
import { DEALERSHIP, dealershipAddressLine } from '#domain/content/dealership';
import { CONTACT_RECEIVED_MESSAGE } from '#domain/content/leads';
import { expectOneH1AndHeadingsInOrder, parametersOf } from './support/content-helpers';
import { waitForHydration } from './support/page-checks';

/**
 * The contact page (docs/product.md §2 Contact page): its server HTML, the branches and phones it lists against the API,
 * and the help form's checks, sending and failures, none of which changes with the screen's width. How the page fits a
 * phone and a desktop, and the keyboard path through it, are in contact.spec.ts; axe checks it through a11y/content.ts.
 */

const PATH = '/contacto';
const CONTACT_API = '**/api/v2/territorio/contact';

function helpForm(page: Page) {
  return page.getByRole('region', { name: 'Dejanos tu consulta' });
}

async function fillHelpForm(page: Page) {
  const form = helpForm(page);
  await form.getByLabel('Nombre').fill('Lucía');
  await form.getByLabel('Apellido').fill('Funes');
  await form.getByLabel('Teléfono').fill('261 555-0101');
  await form.getByLabel('Email').fill('lucia.funes@example.com');
  await form.getByLabel('Mensaje').fill('Quiero consultar por un Polo Track.');
}

/**
 * The paths of the scripts the page asks for, and a mark for the moment the visitor reaches the form: the form's
 * validation code (domain/content/leads.ts, with zod) must not come with the page, only after the mark.
 */
function recordScripts(page: Page) {
  const REACHED = '(the visitor reaches the form)';
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  const isValidation = (name: string) => /\/leads-[\w-]+\.js$/.test(name);
  return {
    expectNoValidationCodeYet: () =>
      expect(scripts.filter(isValidation), 'no validation code on load').toEqual([]),
    markFormReached: () => scripts.push(REACHED),
    /** Polls until the validation code has been asked for once, and only after the mark. */
    expectValidationCodeFetchedOnceReached: async () => {
      await expect.poll(() => scripts.filter(isValidation).length).toBe(1);
      const reached = scripts.indexOf(REACHED);
      expect(reached).toBeGreaterThanOrEqual(0);
      expect(scripts.findIndex(isValidation), 'fetched once the form is reached').toBeGreaterThan(reached);
    },
  };
}

test.describe('contact page (/contacto)', { tag: ['@contact'] }, () => {
  test('the server HTML holds the three locations and the help form', async ({ request }) => {
    const response = await request.get(PATH);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Contacto | Territorio</title>');
    for (const name of ['Godoy Cruz', 'San Rafael', 'San Juan']) expect(html).toContain(`>${name}</h3>`);
    expect(html).toContain('Dejanos tu consulta');
  });

  test('lists its three locations with their map buttons, opening hours and phones, and the hero offers a call, WhatsApp and e-mail', async ({
    page,
    request,
  }) => {
    const parameters = await parametersOf(request);
    const { locations } = parameters;
    expect(locations).toHaveLength(3);
    await page.goto(PATH);

    await test.step('Godoy Cruz (Mendoza), San Rafael (Mendoza) and San Juan, in that order', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contactanos');
      const branches = page.getByRole('article');
      await expect(branches.getByRole('heading', { level: 3 })).toHaveText([
        'Godoy Cruz',
        'San Rafael',
        'San Juan',
      ]);
      await expect(branches.locator('.location-card__province')).toHaveText([
        'Mendoza',
        'Mendoza',
        'San Juan',
      ]);
    });

    for (const location of locations) {
      await test.step(`${location.name}: its map button, opening hours and phones per brand and department`, async () => {
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
      });
    }

    await test.step('Godoy Cruz keeps the hours docs/product.md §2 gives as an example', async () => {
      const hours = page
        .getByRole('article', { name: 'Godoy Cruz' })
        .getByRole('region', { name: 'Horarios' });
      await expect(hours).toContainText('Lunes a viernes');
      await expect(hours).toContainText('10:00 a 14:00 y 15:00 a 19:00');
      await expect(hours).toContainText('Sábados');
      await expect(hours).toContainText('10:00 a 13:00');
    });

    await test.step('the hero offers a call, WhatsApp and e-mail', async () => {
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

    await test.step('the honeypot field "website" is out of sight, of the tab order and of assistive technology', async () => {
      const trap = helpForm(page).locator('input[name="website"]');
      await expect(trap).toHaveCount(1);
      await expect(trap).toHaveAttribute('tabindex', '-1');
      await expect(trap).toHaveAttribute('autocomplete', 'off');
      expect(await trap.getAttribute('type')).not.toBe('hidden');
      await expect(trap).not.toBeInViewport();
      expect(await trap.evaluate((input) => input.closest('[aria-hidden="true"]') !== null)).toBe(true);
    });

    await test.step('one h1, one main landmark and the headings in order', () =>
      expectOneH1AndHeadingsInOrder(page));
  });

  test('the help form checks the fields in Spanish and sends nothing until they are right, then sends subject "Formulario de contacto" and shows "Recibimos tu mensaje"', async ({
    page,
  }) => {
    // Every post is recorded and held until the test lets it on to the server: the sending state shows meanwhile.
    const posted: unknown[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(CONTACT_API, async (route) => {
      posted.push(route.request().postDataJSON());
      await held;
      await route.continue();
    });
    const scripts = recordScripts(page);
    await page.goto(PATH);
    await waitForHydration(page);
    scripts.expectNoValidationCodeYet();
    scripts.markFormReached();
    const form = helpForm(page);

    await test.step('an empty submit, the validation code still to come, shows the messages and sends nothing', async () => {
      await form.getByRole('button', { name: 'Enviar' }).click();
      await expect(form.getByText('Ingresá tu nombre.')).toBeVisible();
      await expect(form.getByText('Ingresá tu apellido.')).toBeVisible();
      await expect(form.getByText('Ingresá tu teléfono.')).toBeVisible();
      await expect(form.getByLabel('Nombre')).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByLabel('Nombre')).toBeFocused();
      // docs/product.md §5: the e-mail is optional but must be an e-mail; the message is optional.
      await expect(form.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByLabel('Mensaje')).not.toHaveAttribute('aria-invalid', 'true');
      await scripts.expectValidationCodeFetchedOnceReached();
      expect(posted).toEqual([]);
    });

    await test.step('a wrong e-mail is named; a fixed field loses its message and the focus moves on', async () => {
      await form.getByLabel('Email').fill('no-es-un-email');
      await form.getByRole('button', { name: 'Enviar' }).click();
      await expect(form.getByText('Ingresá un e-mail válido.')).toBeVisible();

      await form.getByLabel('Nombre').fill('Lucía');
      await form.getByRole('button', { name: 'Enviar' }).click();
      await expect(form.getByText('Ingresá tu nombre.')).toHaveCount(0);
      await expect(form.getByLabel('Apellido')).toBeFocused();
      expect(posted).toEqual([]);
    });

    await test.step('filled in, it shows the sending state while the request runs, then "Recibimos tu mensaje"', async () => {
      await fillHelpForm(page);
      const requestSeen = page.waitForRequest((sent) => sent.url().endsWith('/api/v2/territorio/contact'));
      const responseSeen = page.waitForResponse((answer) =>
        answer.url().endsWith('/api/v2/territorio/contact'),
      );
      await form.getByRole('button', { name: 'Enviar' }).click();
      await expect(form.getByRole('button', { name: 'Enviando…' })).toBeDisabled();
      release();

      const sent = await requestSeen;
      expect(sent.method()).toBe('POST');
      expect(sent.headers()['content-type']).toContain('application/json');
      expect(sent.postDataJSON()).toEqual({
        name: 'Lucía',
        lastname: 'Funes',
        telephone: '261 555-0101',
        email: 'lucia.funes@example.com',
        message: 'Quiero consultar por un Polo Track.',
        subject: 'Formulario de contacto',
        website: '',
        // The visit's first page, kept by the site frame (docs/decisions/0064).
        source: { landing: '/contacto', referrer: '' },
      });
      expect((await responseSeen).status()).toBe(201);
      expect(posted).toHaveLength(1);

      const title = form.getByRole('heading', { name: 'Recibimos tu mensaje' });
      await expect(title).toBeVisible();
      await expect(title).toBeFocused();
      await expect(form).toContainText(CONTACT_RECEIVED_MESSAGE.replace('Recibimos tu mensaje. ', ''));
      await expect(form.getByRole('textbox')).toHaveCount(0);
    });

    await test.step('"Enviar otro mensaje" brings back an empty form', async () => {
      await form.getByRole('button', { name: 'Enviar otro mensaje' }).click();
      await expect(form.getByLabel('Nombre')).toHaveValue('');
      await expect(form.getByLabel('Nombre')).toBeFocused();
    });
  });

  test('the help form tells every failure, a server error, a network error, too many messages and a rejected field, and keeps what was typed', async ({
    page,
  }) => {
    const advice = 'Hiciste demasiados envíos seguidos. Esperá un momento y volvé a intentar.';
    const rejected = 'Ingresá un teléfono válido.';
    // One answer per attempt, in this order.
    const answers: ((route: Route) => Promise<void>)[] = [
      (route) => route.fulfill({ status: 500, json: { error: 'Error interno.' } }),
      (route) => route.abort('connectionfailed'),
      (route) => route.fulfill({ status: 429, headers: { 'retry-after': '30' }, json: { error: advice } }),
      (route) =>
        route.fulfill({
          status: 400,
          json: { error: rejected, issues: [{ field: 'telephone', message: rejected }] },
        }),
    ];
    let attempt = 0;
    await page.route(CONTACT_API, (route) => {
      const answer = answers[attempt++];
      if (!answer) throw new Error(`unexpected post number ${attempt}`);
      return answer(route);
    });
    const scripts = recordScripts(page);
    await page.goto(PATH);
    await waitForHydration(page);
    const form = helpForm(page);
    const send = form.getByRole('button', { name: 'Enviar' });
    const problem = form.getByRole('heading', { name: '¡Hubo un problema!' });
    const tryAgain = form.getByRole('button', { name: 'Volver a intentar' });
    const again = async () => {
      await tryAgain.click();
      await expect(problem).toBeHidden();
    };

    await test.step('the validation code is fetched when the visitor reaches a field, not with the page', async () => {
      scripts.expectNoValidationCodeYet();
      scripts.markFormReached();
      await form.getByLabel('Nombre').focus();
      await scripts.expectValidationCodeFetchedOnceReached();
    });

    await test.step('a server failure shows "¡Hubo un problema!" with the dealership phone and address', async () => {
      await fillHelpForm(page);
      await send.click();
      await expect(problem).toBeVisible();
      await expect(problem).toBeFocused();
      await expect(form).toContainText('intentá de nuevo más tarde');
      await expect(form.getByRole('link', { name: DEALERSHIP.phone })).toHaveAttribute(
        'href',
        phoneLink(DEALERSHIP.phone) as string,
      );
      await expect(form).toContainText(dealershipAddressLine());
    });

    await test.step('trying again brings the form back with what the visitor had typed', async () => {
      await again();
      await expect(form.getByLabel('Nombre')).toHaveValue('Lucía');
      await expect(form.getByLabel('Mensaje')).toHaveValue('Quiero consultar por un Polo Track.');
    });

    await test.step('a network error is a failure too', async () => {
      await send.click();
      await expect(problem).toBeVisible();
      await again();
    });

    await test.step("too many messages (429) is a failure with the server's advice", async () => {
      await send.click();
      await expect(problem).toBeVisible();
      await expect(form).toContainText(advice);
      await expect(form).toContainText(DEALERSHIP.phone);
      await again();
    });

    await test.step('a field the server rejects (400) is marked with its message', async () => {
      await send.click();
      await expect(form.getByText(rejected)).toBeVisible();
      await expect(form.getByLabel('Teléfono')).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByLabel('Teléfono')).toBeFocused();
    });
    expect(attempt).toBe(answers.length);
  });
});
