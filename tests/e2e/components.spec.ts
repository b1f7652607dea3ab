import { expect, test } from '@playwright/test';
import { harnessBundle, openHarness } from './components-harness-loader';
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from './support/page-checks';

/**
 * The shared pieces of docs/product.md §2 (app/components), each mounted on its own in a harness page
 * (components.harness.tsx), so their behaviour is checked whatever site page uses them. docs/product.md §4 and §5 for the
 * states and props. The header's Postventa dropdown is the DropdownButton on a real page: navigation.spec.ts.
 */

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await harnessBundle();
});

test.beforeEach(async ({ page }) => {
  await openHarness(page);
});

test.describe('Select (docs/product.md §4, §5)', () => {
  test('shows the default placeholder and its label, closed', async ({ page }) => {
    const marca = page.getByRole('combobox', { name: 'Marca' });
    await expect(marca).toHaveText('Seleciona una opción');
    await expect(marca).toHaveAttribute('aria-expanded', 'false');
    await expect(marca).toHaveAttribute('aria-required', 'true');
    await expect(marca).toHaveAccessibleDescription('Elegí la marca de tu usado');
    await expect(page.getByRole('listbox')).toHaveCount(0);
  });

  test('opens with a click; choosing sets the value, calls onChange and closes', async ({ page }) => {
    const marca = page.getByRole('combobox', { name: 'Marca' });
    await marca.click();
    await expect(marca).toHaveAttribute('aria-expanded', 'true');
    const listbox = page.getByRole('listbox', { name: 'Marca' });
    await expect(listbox.getByRole('option')).toHaveText(['Volkswagen', 'Chevrolet', 'Nissan', 'BAIC']);
    await listbox.getByRole('option', { name: 'Chevrolet' }).click();
    await expect(marca).toHaveText('Chevrolet');
    await expect(marca).toHaveAttribute('aria-expanded', 'false');
    await expect(marca).toBeFocused();
    await expect(page.getByTestId('select-value')).toHaveText('2');
    await expect(page.getByTestId('select-changes')).toHaveText('1');
    // The value takes part in a form post.
    await expect(page.getByTestId('select-form').locator('input[name="marca"]')).toHaveValue('2');
    await marca.click();
    await expect(page.getByRole('option', { name: 'Chevrolet' })).toHaveAttribute('aria-selected', 'true');
  });

  test('closes on an outside click without changing the value', async ({ page }) => {
    const marca = page.getByRole('combobox', { name: 'Marca' });
    await marca.click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.getByRole('heading', { name: 'Piezas compartidas' }).click();
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(marca).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('select-changes')).toHaveText('0');
  });

  test('keyboard: arrows, Enter, Escape, Home/End and a letter', async ({ page }) => {
    const marca = page.getByRole('combobox', { name: 'Marca' });
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
    await expect(page.getByTestId('select-changes')).toHaveText('2');
  });

  test('disabled, error and custom placeholder', async ({ page }) => {
    await expect(page.getByRole('combobox', { name: 'Modelo' })).toBeDisabled();
    const anio = page.getByRole('combobox', { name: 'Año' });
    await expect(anio).toHaveText('Elegí un año');
    await expect(anio).toHaveAttribute('aria-invalid', 'true');
    await expect(anio).toHaveAccessibleDescription('Elegí el año');
  });
});

test.describe('Tabs (docs/product.md §4)', () => {
  test('one active tab; arrows move the focus, Enter chooses, onClick and onChange run', async ({ page }) => {
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

  test('the mobile variant follows an externally given active index', async ({ page }) => {
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

  test('tabs with links are a navigation list marking the current page', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Marcas con enlaces' });
    await expect(nav.getByRole('link', { name: 'Todas' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Nissan' })).toHaveAttribute('href', '/oportunidades/nissan');
    await nav.getByRole('link', { name: 'Nissan' }).click();
    await expect(page.getByTestId('location')).toHaveText('/oportunidades/nissan');
    await expect(nav.getByRole('link', { name: 'Nissan' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  });
});

test.describe('TextField (docs/product.md §4, §5)', () => {
  test('label, required, help text, and the pristine and focus states', async ({ page }) => {
    const name = page.getByRole('textbox', { name: 'Nombre' });
    await expect(name).toHaveAttribute('required', '');
    await expect(name).toHaveAccessibleDescription('Como figura en tu DNI');
    const field = page.locator('.field', { has: name });
    await expect(field).toHaveClass(/field--pristine/);
    await name.focus();
    await expect(field).toHaveClass(/field--focus/);
    await name.fill('Ana');
    await name.blur();
    await expect(field).toHaveClass(/field--pristine/);
    await expect(name).toHaveValue('Ana');
  });

  test('an error marks the field invalid and describes it with the message', async ({ page }) => {
    const email = page.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Ingresá un email válido');
    await expect(page.getByText('Ingresá un email válido')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Mensaje' })).toHaveJSProperty('tagName', 'TEXTAREA');
  });
});

test.describe('DropdownButton (docs/product.md §4)', () => {
  test('opens and closes with the mouse, on an outside click, and when an item is chosen', async ({
    page,
  }) => {
    const button = page.getByRole('button', { name: 'Sacá un turno' });
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

  test('keyboard: Enter toggles, ArrowDown enters the menu, Escape closes and returns the focus', async ({
    page,
  }) => {
    const button = page.getByRole('button', { name: 'Sacá un turno' });
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

test('Loader: a status, with or without a message', async ({ page }) => {
  const statuses = page.getByRole('status');
  await expect(statuses).toHaveCount(2);
  await expect(statuses.nth(0)).toHaveText('Cargando…');
  await expect(statuses.nth(1)).toHaveText('Cargando oportunidades');
  await expect(page.getByText('Cargando oportunidades')).toBeVisible();
});

test('Button, ButtonLink and ArrowLink', async ({ page }) => {
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

test('ModalHeader: a close link, and the units variant', async ({ page }) => {
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

test('MobileHeader: back link, title and the Info link', async ({ page }) => {
  const header = page.getByTestId('mobile-header');
  await expect(header.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/vehiculos-0km');
  await expect(header.getByText('Tus datos')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Info' })).toHaveAttribute('href', '/como-reservar');
});

test('the pieces have no serious accessibility violations and fit the screen', async ({ page }) => {
  test.slow();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('combobox', { name: 'Marca' }).click();
  await page.getByRole('button', { name: 'Sacá un turno' }).click();
  await expectNoSeriousAxeViolations(page);
});
