import { expect } from '@playwright/test';
import { CV_ERROR_MESSAGES, CV_RECEIVED_MESSAGE } from '#domain/content/leads';
import { PRIVACY_PATH } from '#domain/content/privacy';
import { expectLiveJobForm, jobForm, skipPopups } from '../support/content-helpers';
import { openHydrated } from '../support/page-checks';
import { type AxeCase, type AxeState, followLink, footerLink, mainHeading } from './axe-case';

/** An information page, reached by its link in the footer. */
const infoPage = (link: string, pathname: string, heading: string): AxeState => ({
  name: `${pathname}, by the footer`,
  reach: async (page) => {
    await followLink(page, footerLink(page, link), pathname);
    await expect(mainHeading(page, heading)).toBeVisible();
  },
});

/** The content pages and their states that axe checks (a11y.spec.ts). */
export const CONTENT_AXE_CASES: readonly AxeCase[] = [
  {
    name: '/ (home), the popup open',
    tags: ['@popups', '@home'],
    open: async (page) => {
      await openHydrated(page, '/');
      await expect(page.getByRole('dialog')).toBeVisible();
    },
    next: [
      {
        // As a visitor who has seen the popups finds the page.
        name: 'the popup closed',
        reach: async (page) => {
          await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();
          await expect(page.getByRole('dialog')).toHaveCount(0);
        },
      },
    ],
  },
  {
    // The home page with the job form open and its messages shown, and the reason of the failure above it.
    name: '/cv-error, the job form open with its messages shown',
    tags: ['@jobs', '@home'],
    open: async (page) => {
      await skipPopups(page);
      await openHydrated(page, '/cv-error?motivo=archivo');
      await expect(page.getByRole('alert').filter({ hasText: CV_ERROR_MESSAGES.archivo })).toBeVisible();
      await expectLiveJobForm(page);
      await jobForm(page).getByRole('button', { name: 'Enviar postulación' }).click();
      await expect(jobForm(page).getByText('Ingresá tu nombre.', { exact: true })).toBeVisible();
    },
  },
  {
    name: '/cv-recibido',
    tags: ['@jobs', '@home'],
    open: async (page) => {
      await skipPopups(page);
      await openHydrated(page, '/cv-recibido');
      await expect(page.getByText(CV_RECEIVED_MESSAGE, { exact: true })).toBeVisible();
    },
  },
  {
    name: '/contacto, the help form idle',
    tags: ['@contact'],
    open: (page) => openHydrated(page, '/contacto'),
    next: [
      {
        name: 'the help form after a failed submit',
        reach: async (page) => {
          const form = page.getByRole('region', { name: 'Dejanos tu consulta' });
          await form.getByRole('button', { name: 'Enviar' }).click();
          await expect(form.getByText('Ingresá tu nombre.')).toBeVisible();
        },
      },
    ],
  },
  {
    // The information pages, one after another by the footer's links.
    name: '/como-reservar',
    tags: ['@info-pages', '@privacy'],
    open: (page) => openHydrated(page, '/como-reservar'),
    next: [
      infoPage('Postventa', '/postventa', 'Service oficial'),
      {
        // Open, a question shows its answer too: the closed state holds nothing the open one does not.
        name: '/pagar-plan, by the footer, a question open',
        reach: async (page) => {
          await followLink(page, footerLink(page, 'Pagá tu plan online'), '/pagar-plan');
          await page.getByText('¿Territorio cobra las cuotas?').click();
          await expect(page.getByText('Nunca te vamos a pedir')).toBeVisible();
        },
      },
      infoPage('Ducati', '/ducati', 'Ducati en Mendoza'),
      infoPage('Mercedes-Benz', '/mercedes-benz', 'Mercedes-Benz en Mendoza'),
      infoPage('Política de privacidad', PRIVACY_PATH, 'Política de privacidad'),
    ],
  },
  {
    // The not-found page of any unknown address: the frame around the error (docs/product.md §2).
    name: '/esta-pagina-no-existe (404)',
    tags: ['@navigation'],
    open: async (page) => {
      await openHydrated(page, '/esta-pagina-no-existe');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos esta página.');
    },
  },
];
