import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { dealershipPaths } from '#domain/operation/dealership-paths';
import { PAYMENT_REJECTED_MESSAGE } from '#domain/operation/payment';
import { E2E_MERCADOPAGO } from '../../support/mercadopago-e2e';
import {
  BUYER,
  choose,
  completeBuyerDataThroughApi,
  creditPlansAtMaximum,
  fillUsedVehicleForm,
  findReservableUnit,
  findReservedUnit,
  heldOperation,
  operationReadyToPay,
  payInCashThroughApi,
  payWithSandboxThroughApi,
  quotableUsedVehicle,
  quote,
  quoteThroughApi,
  startOperationThroughApi,
  TEXTS,
  uniqueEmail,
  unitRoute,
  unknownCode,
  updateThroughApi,
  usedVehicleItem,
} from '../support/dealership-helpers';
import { openHydrated } from '../support/page-checks';
import type { AxeCase } from './axe-case';

const TAGS = ['@dealership'] as const;
const FRAME = 'iframe[title="Pago de la seña con tarjeta"]';

const pesoUnit = (request: APIRequestContext, brandSlug = 'volkswagen') =>
  findReservableUnit(request, brandSlug, (family) => family.currency !== 'usd');

/** A new operation on a peso unit, started through the API, and the page of one of its steps opened. */
async function openStep(
  page: Page,
  request: APIRequestContext,
  path: (code: string) => string,
  heading: string,
) {
  const { code } = await startOperationThroughApi(request, await pesoUnit(request), uniqueEmail('axe'));
  await openHydrated(page, path(code));
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  return code;
}

/** The dealership pages and their states that axe checks (a11y.spec.ts). */
export const DEALERSHIP_AXE_CASES: readonly AxeCase[] = [
  {
    name: '/vehiculos-0km/reservar (confirmation), a peso unit with its discovered discount code',
    tags: TAGS,
    open: async (page, request) => {
      await openHydrated(page, dealershipPaths.buy(unitRoute(await pesoUnit(request))));
      await expect(page.getByRole('heading', { level: 1, name: 'Confirmá tu unidad' })).toBeVisible();
      await expect(page.getByText(/^Código aplicado: /)).toBeVisible();
    },
  },
  {
    name: '/concesionario-digital (start), the e-mail form',
    tags: TAGS,
    open: async (page, request) => {
      await openHydrated(page, dealershipPaths.start(unitRoute(await pesoUnit(request))));
      await expect(page.getByRole('heading', { level: 1, name: 'Empezá tu reserva online' })).toBeVisible();
    },
  },
  {
    name: 'step 1 (Modo de pago), nothing paid yet',
    tags: TAGS,
    open: async (page, request) => {
      await openStep(page, request, dealershipPaths.paymentMode, 'Modo de pago');
    },
  },
  {
    name: 'step 1 (Modo de pago), a used vehicle and financing added, asking before removing the used vehicle',
    tags: TAGS,
    open: async (page, request) => {
      const unitCase = await pesoUnit(request);
      const [started, used, plans] = await Promise.all([
        startOperationThroughApi(request, unitCase, uniqueEmail('axe')),
        quotableUsedVehicle(request),
        creditPlansAtMaximum(request, unitCase.unit),
      ]);
      const valuation = await quoteThroughApi(request, started.code, used, 50_000);
      const [plan] = plans;
      if (!plan) throw new Error('The unit has no credit plan');
      await updateThroughApi(request, started, {
        used_vehicles: [{ valuation_id: valuation.id }],
        credit_id: plan.id,
        credit_amount: Math.min(plan.financed_max, 1_000_000),
      });
      await openHydrated(page, dealershipPaths.paymentMode(started.code));
      const item = usedVehicleItem(page, valuation);
      await item.getByRole('button', { name: 'Remover' }).click();
      await expect(item.getByRole('group', { name: TEXTS.removeQuestion })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Cambiar financiación' })).toBeVisible();
    },
  },
  {
    name: 'used vehicle (Cotizá tu usado), the empty form',
    tags: TAGS,
    open: async (page, request) => {
      await openStep(page, request, dealershipPaths.usedVehicle, 'Cotizá tu usado');
      await expect(page.getByRole('button', { name: 'Cotizar' })).toBeDisabled();
    },
    next: [
      {
        name: 'the valuation shown with Aceptar Cotización',
        reach: async (page, request) => {
          await fillUsedVehicleForm(page, await quotableUsedVehicle(request), '60000');
          await quote(page);
          await expect(page.getByRole('button', { name: 'Aceptar Cotización' })).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'financing (Financiación), the plans for the amount typed',
    tags: TAGS,
    open: async (page, request) => {
      await openStep(page, request, dealershipPaths.credit, 'Financiación');
      await page.getByRole('textbox', { name: 'Monto a financiar (en pesos)' }).fill('1000000');
      await expect(
        page.getByRole('region', { name: 'Planes disponibles' }).getByRole('button').first(),
      ).toBeVisible();
    },
  },
  {
    name: 'step 2 (Datos personales), every field filled',
    tags: TAGS,
    open: async (page, request) => {
      const email = uniqueEmail('axe');
      const started = await startOperationThroughApi(request, await pesoUnit(request), email);
      const { code } = await completeBuyerDataThroughApi(
        request,
        await payInCashThroughApi(request, started),
        email,
      );
      await openHydrated(page, dealershipPaths.personalData(code));
      await expect(page.getByRole('textbox', { name: 'DNI', exact: true })).toHaveValue(BUYER.dni);
      await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled();
    },
  },
  {
    name: 'step 2 (Datos personales), the fields the page and the server refused marked',
    tags: TAGS,
    open: async (page, request) => {
      const started = await startOperationThroughApi(request, await pesoUnit(request), uniqueEmail('axe'));
      const { code } = await payInCashThroughApi(request, started);
      await openHydrated(page, dealershipPaths.personalData(code));
      const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
      await field('DNI').fill('12345');
      await field('Nombre').fill(BUYER.name);
      await field('Apellido').fill(BUYER.lastname);
      await choose(page, 'Estado Civil', BUYER.marital);
      await field('Teléfono').fill('261 555-ABCD');
      await field('Fecha de nacimiento').fill(`${new Date().getFullYear() + 1}-06-15`);
      await expect(field('Teléfono')).toHaveAttribute('aria-invalid', 'true');
      await page.getByRole('button', { name: 'Continuar', exact: true }).click();
      await expect(field('DNI')).toHaveAttribute('aria-invalid', 'true');
    },
  },
  {
    name: 'the review (Revisá y confirmá)',
    tags: TAGS,
    open: async (page, request) => {
      const { code } = await operationReadyToPay(request, await pesoUnit(request), uniqueEmail('axe'));
      await openHydrated(page, dealershipPaths.review(code));
      await expect(page.getByRole('heading', { level: 1, name: 'Revisá y confirmá' })).toBeVisible();
    },
  },
  {
    name: 'not available: an unknown unit',
    tags: TAGS,
    open: async (page) => {
      await page.goto('/vehiculos-0km/reservar/volkswagen/999999999/polo/1/polo-track');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS.unavailable);
    },
  },
  {
    name: 'not available: a unit just reserved, with similar units',
    tags: TAGS,
    open: async (page, request) => {
      const { brand, unit } = await findReservedUnit(request);
      await page.goto(dealershipPaths.buy(unitRoute({ brandSlug: brand.slug, unit })));
      await expect(
        page
          .getByRole('region', { name: 'Unidades similares que podés reservar ahora' })
          .getByRole('link')
          .first(),
      ).toBeVisible();
    },
  },
  {
    name: 'resume (continue), an unknown operation code',
    tags: TAGS,
    open: async (page) => {
      await page.goto(dealershipPaths.paymentMode(unknownCode()));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS.operationNotFound);
    },
  },
  {
    name: '/arrepentimiento, the form',
    tags: TAGS,
    open: async (page) => {
      await openHydrated(page, '/arrepentimiento');
      await expect(page.getByRole('heading', { level: 1, name: 'Botón de arrepentimiento' })).toBeVisible();
    },
    next: [
      {
        name: 'the confirmation asked before cancelling',
        reach: async (page, request) => {
          const email = uniqueEmail('axe');
          const { code } = await startOperationThroughApi(
            request,
            await pesoUnit(request, 'chevrolet'),
            email,
          );
          await page.getByRole('textbox', { name: 'Código de operación' }).fill(code);
          await page.getByRole('textbox', { name: 'E-mail de la reserva' }).fill(email);
          await page.getByRole('button', { name: 'Cancelar mi reserva' }).click();
          await expect(page.getByRole('region', { name: '¿Querés cancelar tu reserva?' })).toBeFocused();
        },
      },
    ],
  },
];

/**
 * The states of step 4 and the outcome pages. Each holds or reserves a unit, which takes it out of the catalogue, so
 * they run with the payment specs, after every spec that compares a page with the catalogue (playwright.config.ts).
 */
export const DEALERSHIP_PAYMENT_AXE_CASES: readonly AxeCase[] = [
  {
    name: 'step 4 (Pago de Seña), the unit held and the sandbox frame ready',
    tags: TAGS,
    open: async (page, request) => {
      const { operation } = await heldOperation(request, 'chevrolet', uniqueEmail('axe'));
      await openHydrated(page, dealershipPaths.payment(operation.code));
      await expect(page.frameLocator(FRAME).getByRole('button', { name: /^Pagar/ })).toBeVisible();
    },
  },
  {
    name: 'step 4 (Pago de Seña), a card rejected while the unit is still held',
    tags: TAGS,
    open: async (page, request) => {
      const { operation } = await heldOperation(request, 'chevrolet', uniqueEmail('axe'));
      await payWithSandboxThroughApi(request, operation.code, 'OTHE');
      await openHydrated(page, dealershipPaths.payment(operation.code));
      await expect(page.getByRole('alert')).toHaveText(PAYMENT_REJECTED_MESSAGE);
      await expect(page.locator(FRAME)).toBeVisible();
    },
  },
  {
    name: "step 4 (Pago de Seña), MercadoPago's Card Payment Brick in the frame",
    tags: TAGS,
    open: async (page, request) => {
      const { operation, gateway } = await heldOperation(
        request,
        E2E_MERCADOPAGO.brandSlug,
        uniqueEmail('axe'),
      );
      expect(gateway).toBe('mercadopago');
      await openHydrated(page, dealershipPaths.payment(operation.code));
      await expect(page.frameLocator(FRAME).getByRole('form', { name: 'Tarjeta de crédito' })).toBeVisible();
    },
  },
  {
    name: 'the pending page (pendiente)',
    tags: TAGS,
    open: async (page, request) => {
      const { operation } = await heldOperation(request, 'chevrolet', uniqueEmail('axe'));
      await payWithSandboxThroughApi(request, operation.code, 'CONT');
      await openHydrated(page, dealershipPaths.pending(operation.code));
      await expect(
        page.getByRole('heading', { level: 1, name: 'Tu reserva está pendiente de confirmación' }),
      ).toBeVisible();
    },
  },
  {
    name: 'the success page (reservado)',
    tags: TAGS,
    open: async (page, request) => {
      const { operation } = await heldOperation(request, 'chevrolet', uniqueEmail('axe'));
      await payWithSandboxThroughApi(request, operation.code, 'APRO');
      await openHydrated(page, dealershipPaths.reserved(operation.code));
      await expect(page.getByRole('heading', { level: 1, name: 'Tu 0km te espera' })).toBeVisible();
    },
  },
];
