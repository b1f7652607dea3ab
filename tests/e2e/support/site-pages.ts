import { type APIRequestContext, expect } from '@playwright/test';
import { newsPath, storyPath } from '#domain/content/content';
import { dealershipPaths } from '#domain/operation/dealership-paths';
import { versionsPath } from '../versions-support';
import {
  completeBuyerDataThroughApi,
  findReservableUnit,
  findVersionUnit,
  heldOperation,
  payInCashThroughApi,
  payWithSandboxThroughApi,
  reservedWithMyReservationLink,
  startOperationThroughApi,
  uniqueEmail,
  unitRoute,
} from './dealership-helpers';
import { firstStory, publishedNews } from './editorial-helpers';

/** A page of the site, by what it is and the address it is opened at. */
export interface SitePage {
  name: string;
  path: string;
}

/** The main public pages (docs/product.md §2), their addresses read from the API where they hold an id. */
export async function publicPages(request: APIRequestContext): Promise<SitePage[]> {
  const [versions, [news], story] = await Promise.all([
    findVersionUnit(request, ['volkswagen']),
    publishedNews(request),
    firstStory(request),
  ]);
  if (!news) throw new Error('The demo has no news');
  return [
    { name: 'home', path: '/' },
    { name: 'new vehicles', path: '/vehiculos-0km' },
    { name: 'a brand', path: '/vehiculos-0km/volkswagen' },
    { name: 'a family’s versions', path: versionsPath(versions.brand, versions.family) },
    { name: 'the stock search', path: '/vehiculos-0km/stock' },
    { name: 'offers', path: '/oportunidades' },
    { name: 'savings plans', path: '/planes-de-ahorro' },
    { name: 'after-sales', path: '/postventa' },
    { name: 'contact', path: '/contacto' },
    { name: 'test drive', path: '/prueba-de-manejo' },
    { name: 'news', path: '/noticias' },
    { name: 'a news item', path: newsPath(news) },
    { name: 'a story', path: storyPath(story) },
    { name: 'how to reserve', path: '/como-reservar' },
    { name: 'privacy', path: '/privacidad' },
    { name: 'Botón de arrepentimiento', path: '/arrepentimiento' },
  ];
}

/**
 * Every page of the reservation flow (docs/product.md §2 digital dealership), each operation set up through the API:
 * the confirmation and the start, the steps of an operation just started, step 2 and the review of one with the
 * buyer's data, the deposit's page of one whose unit is held (Nissan's, the sandbox's card form), the pending and
 * reserved outcomes and "Mi reserva". Paying takes units out of the catalogue: a spec that opens these runs with the
 * payment specs (playwright.config.ts).
 */
export async function reservationFlowPages(request: APIRequestContext): Promise<SitePage[]> {
  const unitCase = await findReservableUnit(request, 'volkswagen', (family) => family.currency !== 'usd');
  const started = await startOperationThroughApi(request, unitCase, uniqueEmail('site-pages'));
  const buyer = uniqueEmail('site-pages');
  const ready = await completeBuyerDataThroughApi(
    request,
    await payInCashThroughApi(request, await startOperationThroughApi(request, unitCase, buyer)),
    buyer,
  );
  const [held, pending, reserved] = await Promise.all([
    heldOperation(request, 'nissan', uniqueEmail('site-pages')),
    heldOperation(request, 'chevrolet', uniqueEmail('site-pages')),
    reservedWithMyReservationLink(request, 'site-pages'),
  ]);
  expect(held.gateway, 'the deposit’s page shows the sandbox’s card form').toBe('sandbox');
  await payWithSandboxThroughApi(request, pending.operation.code, 'CONT');
  const route = unitRoute(unitCase);
  return [
    { name: 'confirmation', path: dealershipPaths.buy(route) },
    { name: 'start', path: dealershipPaths.start(route) },
    { name: 'start, the operation opened', path: dealershipPaths.startWithCode(route, started.code) },
    { name: 'step 1 (forma de pago)', path: dealershipPaths.paymentMode(started.code) },
    { name: 'used vehicle', path: dealershipPaths.usedVehicle(started.code) },
    { name: 'financing', path: dealershipPaths.credit(started.code) },
    { name: 'step 2 (tus datos)', path: dealershipPaths.personalData(ready.code) },
    { name: 'review', path: dealershipPaths.review(ready.code) },
    { name: 'deposit (reserva)', path: dealershipPaths.payment(held.operation.code) },
    { name: 'pending', path: dealershipPaths.pending(pending.operation.code) },
    { name: 'reserved', path: dealershipPaths.reserved(reserved.operation.code) },
    { name: 'Mi reserva', path: reserved.myReservation },
    { name: 'Mi reserva, the form', path: '/concesionario-digital/mi-reserva' },
  ];
}
