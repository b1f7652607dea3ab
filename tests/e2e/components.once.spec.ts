import { expect, test } from '@playwright/test';
import { harnessBundle, openHarness } from './components-harness-loader';

/**
 * The shared pieces of docs/product.md §2 Shared pieces (app/components), each mounted on its own in a harness page
 * (components.harness.tsx), so their behaviour is checked whatever site page uses them, the same at any width.
 * docs/product.md §4 and §5 for the states and props. How the harness fits a phone and a desktop is in
 * components.spec.ts; axe checks it through a11y/editorial.ts. The header's Postventa dropdown is the DropdownButton on
 * a real page: navigation.spec.ts.
 */

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await harnessBundle();
});

test.beforeEach(async ({ page }) => {
  await openHarness(page);
});

test.describe('shared pieces', { tag: ['@components'] }, () => {
  test('Select (docs/product.md §4, §5): placeholder, label and states; outside click, keyboard and pointer', async ({
    page,
  }) => {
    const marca = page.getByRole('combobox', { name: 'Marca' });
    const changes = page.getByTestId('select-changes');

    await test.step('shows the default placeholder and its label, closed', async () => {
      await expect(marca).toHaveText('Seleciona una opción');
      await expect(marca).toHaveAttribute('aria-expanded', 'false');
      await expect(marca).toHaveAttribute('aria-required', 'true');
      await expect(marca).toHaveAccessibleDescription('Elegí la marca de tu usado');
      await expect(page.getByRole('listbox')).toHaveCount(0);
    });

    await test.step('disabled, error and custom placeholder', async () => {
      await expect(page.getByRole('combobox', { name: 'Modelo' })).toBeDisabled();
      const anio = page.getByRole('combobox', { name: 'Año' });
      await expect(anio).toHaveText('Elegí un año');
      await expect(anio).toHaveAttribute('aria-invalid', 'true');
      await expect(anio).toHaveAccessibleDescription('Elegí el año');
    });

    await test.step('closes on an outside click without changing the value', async () => {
      await marca.click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await page.getByRole('heading', { name: 'Piezas compartidas' }).click();
      await expect(page.getByRole('listbox')).toHaveCount(0);
      await expect(marca).toHaveAttribute('aria-expanded', 'false');
      await expect(changes).toHaveText('0');
    });

    await test.step('keyboard: arrows, Enter, Escape, Home/End and a letter', async () => {
      await marca.focus();
      await page.keyboard.press('ArrowDown');
      await expect(marca).toHaveAttribute('aria-expanded', 'true');
      const active = async () => {
        const id = await marca.getAttribute('aria-activedescendant');
        return id ? page.locator(`[id="${id}"]`).textContent() : null;
      };
      expect(await active()).toBe('Volkswagen');
      await page.keyboard.press('ArrowDown');
      expect(await active()).toBe('Chevrolet');
      await page.keyboard.press('ArrowUp');
      expect(await active()).toBe('Volkswagen');
      await page.keyboard.press('End');
      expect(await active()).toBe('BAIC');
      await page.keyboard.press('Enter');
      await expect(marca).toHaveText('BAIC');
      await expect(marca).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByTestId('select-value')).toHaveText('6');

      // Escape closes and keeps the value.
      await page.keyboard.press('Enter');
      await expect(marca).toHaveAttribute('aria-expanded', 'true');
      expect(await active()).toBe('BAIC');
      await page.keyboard.press('Home');
      await page.keyboard.press('Escape');
      await expect(marca).toHaveAttribute('aria-expanded', 'false');
      await expect(marca).toHaveText('BAIC');

      // A letter picks the next option starting with it.
      await page.keyboard.press('n');
      await expect(marca).toHaveText('Nissan');
      await expect(changes).toHaveText('2');
    });

    await test.step('opens with a click; choosing sets the value, calls onChange and closes', async () => {
      await marca.click();
      await expect(marca).toHaveAttribute('aria-expanded', 'true');
      const listbox = page.getByRole('listbox', { name: 'Marca' });
      await expect(listbox.getByRole('option')).toHaveText(['Volkswagen', 'Chevrolet', 'Nissan', 'BAIC']);
      await listbox.getByRole('option', { name: 'Chevrolet' }).click();
      await expect(marca).toHaveText('Chevrolet');
      await expect(marca).toHaveAttribute('aria-expanded', 'false');
      await expect(marca).toBeFocused();
      await expect(page.getByTestId('select-value')).toHaveText('2');
      await expect(changes).toHaveText('3');
      // The value takes part in a form post.
      await expect(page.getByTestId('select-form').locator('input[name="marca"]')).toHaveValue('2');
      await marca.click();
      await expect(page.getByRole('option', { name: 'Chevrolet' })).toHaveAttribute('aria-selected', 'true');
    });
  });

  test('Tabs (docs/product.md §4): one active tab, roving focus and callbacks; the mobile variant; tabs with links', async ({
    page,
  }) => {
    await test.step('one active tab; arrows move the focus, Enter chooses, onClick and onChange run', async () => {
      const tablist = page.getByRole('tablist', { name: 'Marcas' });
      const tabs = tablist.getByRole('tab');
      await expect(tabs).toHaveText(['Todas', 'Volkswagen', 'Chevrolet', 'Nissan']);
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
      await expect(tablist.locator('[aria-selected="true"]')).toHaveCount(1);
      await expect(tabs.nth(0)).toHaveAttribute('aria-controls', 'panel-marcas');

      await tabs.nth(0).focus();
      await page.keyboard.press('ArrowRight');
      await expect(tabs.nth(1)).toBeFocused();
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Enter');
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'false');
      await expect(page.getByTestId('tab-value')).toHaveText('1');
      await expect(page.getByTestId('tab-clicked')).toHaveText('Volkswagen');
      // Roving focus: only the active tab is in the Tab order.
      await expect(tabs.nth(1)).toHaveAttribute('tabindex', '0');
      await expect(tabs.nth(0)).toHaveAttribute('tabindex', '-1');

      await page.keyboard.press('End');
      await expect(tabs.nth(3)).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(tabs.nth(0)).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(tabs.nth(3)).toBeFocused();
      await page.keyboard.press('Home');
      await expect(tabs.nth(0)).toBeFocused();

      await tabs.nth(2).click();
      await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('tab-value')).toHaveText('2');
    });

    await test.step('the mobile variant follows an externally given active index', async () => {
      const tabs = page.getByRole('tablist', { name: 'Secciones' }).getByRole('tab');
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
      await page.getByRole('button', { name: 'Siguiente sección' }).click();
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'false');
      await page.getByRole('button', { name: 'Siguiente sección' }).click();
      await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
      await tabs.nth(3).click();
      await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('section-value')).toHaveText('3');
    });

    await test.step('tabs with links are a navigation list marking the current page', async () => {
      const nav = page.getByRole('navigation', { name: 'Marcas con enlaces' });
      await expect(nav.getByRole('link', { name: 'Todas' })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('link', { name: 'Nissan' })).toHaveAttribute(
        'href',
        '/oportunidades/nissan',
      );
      await nav.getByRole('link', { name: 'Nissan' }).click();
      await expect(page.getByTestId('location')).toHaveText('/oportunidades/nissan');
      await expect(nav.getByRole('link', { name: 'Nissan' })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    });
  });

  test('DropdownButton (docs/product.md §4): the mouse and the keyboard open and close it', async ({
    page,
  }) => {
    const button = page.getByRole('button', { name: 'Sacá un turno' });

    await test.step('opens and closes with the mouse, on an outside click, and when an item is chosen', async () => {
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('link', { name: 'Postventa' })).toBeHidden();
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const external = page.getByRole('link', { name: /Turno Chevrolet/ });
      await expect(external).toHaveAttribute('target', '_blank');
      await expect(external).toHaveAttribute('rel', /noopener/);
      await expect(external).toHaveAttribute('href', 'https://turnos.example.com/chevrolet');
      await page.getByRole('heading', { name: 'Dropdown' }).click();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(external).toBeHidden();

      await button.click();
      await page.getByRole('link', { name: 'Postventa' }).click();
      await expect(page.getByTestId('location')).toHaveText('/postventa');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step('keyboard: Enter toggles, ArrowDown enters the menu, Escape closes and returns the focus', async () => {
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();

      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('link', { name: 'Postventa' })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('link', { name: /Turno Chevrolet/ })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('link', { name: 'Postventa' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'false');

      // Tabbing past the last item closes the menu.
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });
  });

  test('TextField, Loader, Button, ButtonLink, ArrowLink, MobileHeader and ModalHeader', async ({ page }) => {
    await test.step('TextField (docs/product.md §4, §5): label, required, help text, and the pristine and focus states', async () => {
      const name = page.getByRole('textbox', { name: 'Nombre' });
      await expect(name).toHaveAttribute('required', '');
      await expect(name).toHaveAccessibleDescription('Como figura en tu DNI');
      // The focus state is a thick border in the brand's text colour (a second ring of 1 px), gone on leaving.
      const ring = () => name.evaluate((input) => getComputedStyle(input).boxShadow);
      const pristine = await ring();
      expect(pristine).toBe('none');
      await name.focus();
      await expect.poll(ring).not.toBe(pristine);
      await name.fill('Ana');
      await name.blur();
      await expect.poll(ring).toBe(pristine);
      await expect(name).toHaveValue('Ana');
    });

    await test.step('TextField: an error marks the field invalid and describes it with the message', async () => {
      const email = page.getByRole('textbox', { name: 'Email' });
      await expect(email).toHaveAttribute('type', 'email');
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription('Ingresá un email válido');
      await expect(page.getByText('Ingresá un email válido')).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Mensaje' })).toHaveJSProperty('tagName', 'TEXTAREA');
    });

    await test.step('Loader: a status, with or without a message', async () => {
      const statuses = page.getByRole('status');
      await expect(statuses).toHaveCount(2);
      await expect(statuses.nth(0)).toHaveText('Cargando…');
      await expect(statuses.nth(1)).toHaveText('Cargando oportunidades');
      await expect(page.getByText('Cargando oportunidades')).toBeVisible();
    });

    await test.step('Button, ButtonLink and ArrowLink', async () => {
      await expect(page.getByRole('button', { name: 'Primario' })).toHaveAttribute('type', 'button');
      await expect(page.getByRole('button', { name: 'Secundario' })).toHaveClass(/btn--secondary/);
      await expect(page.getByRole('link', { name: 'Ir a contacto' })).toHaveAttribute('href', '/contacto');
      const usados = page.getByRole('link', { name: /^Usados/ });
      await expect(usados).toHaveAttribute('target', '_blank');
      await expect(usados).toHaveAttribute('rel', /noopener/);
      await expect(usados).toHaveAccessibleName('Usados (se abre en una pestaña nueva)');
      await expect(page.getByRole('link', { name: 'Ver todas las noticias' })).toHaveAttribute(
        'href',
        '/noticias',
      );
      await expect(page.getByRole('link', { name: /Sitio externo/ })).toHaveAttribute('target', '_blank');
    });

    await test.step('MobileHeader: back link, title and the Info link', async () => {
      const header = page.getByTestId('mobile-header');
      await expect(header.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/vehiculos-0km');
      await expect(header.getByText('Tus datos')).toBeVisible();
      await expect(header.getByRole('link', { name: 'Info' })).toHaveAttribute('href', '/como-reservar');
    });

    await test.step('ModalHeader: a close link, and the units variant', async () => {
      const plain = page.getByTestId('modal-plain');
      await expect(plain.getByRole('heading', { level: 2 })).toHaveText('Consultá precios');
      const close = plain.getByRole('link', { name: 'Cerrar' });
      await expect(close).toHaveAttribute('href', '/vehiculos-0km');
      // With onClose the overlay closes in place instead of navigating.
      await close.click();
      await expect(page.getByTestId('modal-closed')).toHaveText('1');
      await expect(page.getByTestId('location')).toHaveText('/inicio');

      const units = page.getByTestId('modal-units');
      await expect(units.getByRole('heading', { level: 2 })).toHaveText('Amarok V6 Highline');
      await expect(units.getByText('Amarok', { exact: true })).toBeVisible();
      await expect(units.getByText('Elegí tu unidad y reservala online con una seña.')).toBeVisible();
      await expect(units.locator('img')).toHaveAttribute('width', '160');
      await units.getByRole('link', { name: 'Cerrar' }).click();
      await expect(page.getByTestId('location')).toHaveText('/vehiculos-0km');
    });
  });
});
