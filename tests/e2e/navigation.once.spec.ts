import { expect, test } from '@playwright/test';
import { digits, expectNewTab, frameParameters, NAVIGATION_PAGE } from './support/navigation';
import { waitForHydration } from './support/page-checks';

/**
 * docs/product.md §2 Global navigation, what holds at any width: the footer and its links, the data the frame sends,
 * the frame's loader on a client navigation. The header and the bottom navigation are in navigation.desktop.spec.ts and
 * navigation.mobile.spec.ts, the frame on error pages in navigation.spec.ts; axe checks the frame in a11y.spec.ts.
 */

test.describe('the frame of every page: footer, data, loaders', { tag: ['@navigation'] }, () => {
  test('footer: phone, address in Godoy Cruz, Mendoza, the right to cancel, and the social links in new tabs', async ({
    page,
    request,
  }) => {
    const params = await frameParameters(request);
    await page.goto(NAVIGATION_PAGE);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toHaveAttribute('data-variant', 'default');
    await expect(footer.getByRole('link', { name: /^Teléfono:/ })).toHaveAttribute('href', /^tel:\d+$/);
    await expect(footer.getByText(/Godoy Cruz, Mendoza/)).toBeVisible();
    // docs/product.md §D6: the right to cancel is a visible link on every page.
    await expect(footer.getByRole('link', { name: 'Botón de arrepentimiento' })).toHaveAttribute(
      'href',
      '/arrepentimiento',
    );
    const social = footer.getByRole('list', { name: 'Redes sociales' });
    if (params.links.instagram_url)
      await expectNewTab(social.getByRole('link', { name: /^Instagram/ }), params.links.instagram_url);
    if (params.links.facebook_url)
      await expectNewTab(social.getByRole('link', { name: /^Facebook/ }), params.links.facebook_url);
    const chat = social.getByRole('link', { name: /^WhatsApp/ });
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
    await expect(chat).toHaveAttribute('target', '_blank');
    if (params.whatsapp_number)
      await expect(chat).toHaveAttribute('href', `https://wa.me/${digits(params.whatsapp_number)}`);
  });

  test('a page can ask for the footer in the alternate style: the story viewer has it', async ({
    page,
    request,
  }) => {
    const [story] = (await frameParameters(request)).stories;
    if (!story) throw new Error('The demo parameters have no stories');
    await page.goto(`/historias/${story.id}/${story.slug_url}`);
    await expect(page.getByRole('contentinfo')).toHaveAttribute('data-variant', 'alt');
    await expect(page.getByRole('contentinfo').getByText(/Godoy Cruz, Mendoza/)).toBeVisible();
  });

  test('the page sends only the frame data, not the whole parameters', async ({ request }) => {
    const response = await request.get(NAVIGATION_PAGE);
    expect(response.status()).toBe(200);
    const html = await response.text();
    // News, stories and banners belong to their own pages' loaders.
    expect(html).not.toContain('contact_methods');
    expect(html).not.toContain('salespeople');
    expect(html).toContain('appointments');
  });

  test('the loader of the frame is not run again on a client navigation', async ({ page }) => {
    await page.goto(NAVIGATION_PAGE);
    await waitForHydration(page);
    const dataRequest = page.waitForRequest((request) => request.url().includes('.data'));
    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Oportunidades' })
      .click();
    const url = new URL((await dataRequest).url());
    // Single fetch names the loaders it wants when some are skipped; the frame's layout must be one of those skipped.
    expect(url.searchParams.get('_routes') ?? '').not.toContain('site-frame');
    expect(url.searchParams.has('_routes')).toBe(true);
    await expect(page).toHaveURL('/oportunidades');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Contactanos' })).toBeVisible();
  });
});
