import { expect } from '@playwright/test';
import { CV_ERROR_MESSAGES, CV_RECEIVED_MESSAGE } from '#domain/leads';
import { PRIVACY_PATH } from '#domain/privacy';
import { jobForm, skipPopups } from '../support/content';
import { openHydrated } from '../support/page-checks';
import type { AxeCase } from './axe-case';

/** The content pages and their states that axe checks (a11y.spec.ts). */
export const CONTENT_AXE_CASES: readonly AxeCase[] = [
  {
    name: '/ (home), its popups already seen',
    tags: ['@home'],
    open: async (page) => {
      await skipPopups(page);
      await openHydrated(page, '/');
    },
  },
  {
    name: '/ (home), the popup open',
    tags: ['@popups', '@home'],
    open: async (page) => {
      await openHydrated(page, '/');
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    // The home page with the job form open and its messages shown, and the reason of the failure above it.
    name: '/cv-error, the job form open with its messages shown',
    tags: ['@jobs', '@home'],
    open: async (page) => {
      await skipPopups(page);
      await openHydrated(page, '/cv-error?motivo=archivo');
      await expect(page.getByRole('alert').filter({ hasText: CV_ERROR_MESSAGES.archivo })).toBeVisible();
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
  },
  {
    name: '/contacto, the help form after a failed submit',
    tags: ['@contact'],
    open: async (page) => {
      await openHydrated(page, '/contacto');
      const form = page.getByRole('region', { name: 'Dejanos tu consulta' });
      await form.getByRole('button', { name: 'Enviar' }).click();
      await expect(form.getByText('Ingresá tu nombre.')).toBeVisible();
    },
  },
  {
    name: '/como-reservar',
    tags: ['@info-pages'],
    open: (page) => openHydrated(page, '/como-reservar'),
  },
  {
    name: '/postventa',
    tags: ['@info-pages'],
    open: (page) => openHydrated(page, '/postventa'),
  },
  {
    // Open, a question shows its answer too: the closed state holds nothing the open one does not.
    name: '/pagar-plan, a question open',
    tags: ['@info-pages'],
    open: async (page) => {
      await openHydrated(page, '/pagar-plan');
      await page.getByText('¿Territorio cobra las cuotas?').click();
      await expect(page.getByText('Nunca te vamos a pedir')).toBeVisible();
    },
  },
  {
    name: '/ducati',
    tags: ['@info-pages'],
    open: (page) => openHydrated(page, '/ducati'),
  },
  {
    name: '/mercedes-benz',
    tags: ['@info-pages'],
    open: (page) => openHydrated(page, '/mercedes-benz'),
  },
  {
    name: PRIVACY_PATH,
    tags: ['@privacy'],
    open: (page) => openHydrated(page, PRIVACY_PATH),
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
