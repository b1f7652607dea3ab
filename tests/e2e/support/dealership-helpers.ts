import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  type Response,
  test,
} from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';
import type { CreditPlan, Family, StockUnit, Subfamily } from '#domain/catalogue/catalogue';
import type { PublicPromotion } from '#domain/catalogue/promotions';
import { dealershipPaths, type UnitRoute } from '#domain/operation/dealership-paths';
import { MARITAL_STATUSES } from '#domain/operation/personal-data';
import {
  familiesOf,
  VERSIONS_BRANDS,
  type VersionsBrand,
  versionsBrand,
  versionsOf,
  versionsPath,
} from '../versions-support';
import { escapeRegExp } from './catalogue-helpers';
import { waitForHydration } from './page-checks';

/** docs/product.md §7 endpoints the dealership pages call, as the specs watch or intercept them. */
export const DEALERSHIP_API = {
  start: '/api/v2/territorio/dealership/start',
  update: '/api/v2/territorio/dealership/update',
  valuation: '/api/v2/territorio/dealership/valuation',
  creditFind: '/v2/dealership/credit/find',
  paymentStart: '/api/v2/territorio/dealership/payment/start',
  paymentCreate: '/api/v2/territorio/dealership/mp',
  cancel: '/api/v2/territorio/dealership/cancel',
} as const;

/** docs/product.md §8 texts and the page texts the specs look for. */
export const TEXTS = {
  unavailable: 'El vehículo seleccionado no está disponible.',
  operationNotFound: 'No encontramos una operación con ese código.',
  startFailed: 'Error iniciando la compra.',
  valuationFailed: 'No pudimos realizar la cotización de tu vehículo.',
  removeQuestion: 'Quieres remover este vehículo usado?',
  comingSoon: 'Próximamente.',
  saved: 'Cambios guardados.',
} as const;

/** A buyer's address no other test uses, so the outbox message found is this test's. */
export function uniqueEmail(who: string): string {
  return `${who}.${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.com`;
}

async function dataOf<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status(), `${url} answers`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

export interface UnitCase {
  brandSlug: string;
  family: Family;
  unit: StockUnit;
}

/**
 * The first unit that can be reserved of the first family of `brandSlug` that `wantFamily` accepts, read from the
 * intranet API (docs/product.md §7): GET {families} then GET {stock}?family_id=….
 */
export async function findReservableUnit(
  request: APIRequestContext,
  brandSlug: string,
  wantFamily: (family: Family) => boolean = () => true,
  wantUnit: (unit: StockUnit) => boolean = () => true,
): Promise<UnitCase> {
  const brand = versionsBrand(brandSlug);
  for (const family of await dataOf<Family[]>(request, brand.families)) {
    if (!wantFamily(family)) continue;
    const units = await dataOf<StockUnit[]>(request, `${brand.stock}?family_id=${family.id}&limit=100`);
    const unit = units.find(
      (candidate) => candidate.available && candidate.full_price_with_discount > 0 && wantUnit(candidate),
    );
    if (unit) return { brandSlug, family, unit };
  }
  throw new Error(`The demo catalogue has no ${brandSlug} unit to reserve that fits`);
}

export interface VersionUnitCase {
  brand: VersionsBrand;
  family: Family;
  version: Subfamily;
  unit: StockUnit;
  /** The family's versions page. */
  path: string;
}

/** A unit that can be reserved, with its version, of the first family `wantFamily` accepts (brands in order). */
export async function findVersionUnit(
  request: APIRequestContext,
  brandSlugs: readonly string[],
  wantFamily: (family: Family) => boolean = () => true,
): Promise<VersionUnitCase> {
  for (const slug of brandSlugs) {
    const brand = versionsBrand(slug);
    for (const family of await familiesOf(request, brand)) {
      if (!wantFamily(family)) continue;
      for (const version of await versionsOf(request, brand, family.id)) {
        if (version.stock_count === 0) continue;
        const units = await dataOf<StockUnit[]>(
          request,
          `${brand.stock}?family_id=${family.id}&subfamily_id=${version.id}&limit=100`,
        );
        const unit = units.find((candidate) => candidate.available && candidate.full_price_with_discount > 0);
        if (unit) return { brand, family, version, unit, path: versionsPath(brand, family) };
      }
    }
  }
  throw new Error(`The demo catalogue has no unit to reserve in ${brandSlugs.join(', ')}`);
}

export function unitRoute({ brandSlug, unit }: Pick<UnitCase, 'brandSlug' | 'unit'>): UnitRoute {
  return {
    brandSlug,
    stockId: unit.id,
    family: unit.family,
    familyId: unit.family_id,
    model: unit.model,
  };
}

/** The promotion the confirmation page discovers for a unit (GET /api/promotion/discover), or null. */
export async function discoveredPromotion(
  request: APIRequestContext,
  unit: StockUnit,
): Promise<PublicPromotion | null> {
  const query = new URLSearchParams({
    family: unit.family.replaceAll('-', ' '),
    chassis: unit.chassis,
    brand_id: String(unit.brand_id),
  });
  return dataOf<PublicPromotion | null>(request, `/api/promotion/discover?${query}`);
}

/** Credit plans at their maximum for a unit, as GET /v2/dealership/credit/find answers without an amount. */
export async function creditPlansAtMaximum(
  request: APIRequestContext,
  unit: StockUnit,
): Promise<CreditPlan[]> {
  return dataOf<CreditPlan[]>(
    request,
    `${DEALERSHIP_API.creditFind}?brand_id=${unit.brand_id}&vehicle=${unit.id}`,
  );
}

export async function usdRate(request: APIRequestContext): Promise<number> {
  return (await dataOf<{ value: number }>(request, '/v2/baic/usd/rate')).value;
}

/** The value of a price line (a dt/dd pair), found by its label. */
export function priceLine(scope: Page | Locator, label: string | RegExp): Locator {
  // A `has` locator is matched inside each candidate, so it must start from the page, not from `scope`.
  const page = 'goto' in scope ? scope : scope.page();
  const term = page
    .getByRole('term')
    .filter({ hasText: typeof label === 'string' ? new RegExp(`^${escapeRegExp(label)}$`) : label });
  // A line's amount is its first definition; what it is made of, when it says, comes after it.
  return scope.locator('dl > div').filter({ has: term }).getByRole('definition').first();
}

/** 'Saldo pendiente' of step 1's summary. */
export function pendingBalance(page: Page): Locator {
  return priceLine(page.getByRole('region', { name: 'Resumen del pago' }), 'Saldo pendiente');
}

/**
 * Picks an option of the site's custom select (a combobox with a listbox) with the pointer, once the option is
 * there: some lists load after the choice before them.
 */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  const combobox = page.getByRole('combobox', { name: label, exact: true });
  const listbox = page.locator(`[id="${await combobox.getAttribute('aria-controls')}"]`);
  await expect(listbox.getByRole('option', { name: option, exact: true, includeHidden: true })).toHaveCount(
    1,
  );
  await expect(combobox).toBeEnabled();
  await combobox.click();
  await listbox.getByRole('option', { name: option, exact: true }).click();
  await expect(listbox).toBeHidden();
  await expect(combobox).toHaveText(option);
}

/**
 * The start page: the e-mail, 'Comenzar', the operation code shown. Returns the code, as the page shows it.
 * Leaves the page on the code panel, with 'Siguiente'.
 */
export async function startOperation(page: Page, email: string): Promise<string> {
  await expect(page.getByRole('heading', { level: 1, name: 'Empezá tu reserva online' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Comenzar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tu operación está en marcha' })).toBeVisible();
  const code = (await page.locator('.operation-code__value').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[0-9A-Z]{12}$/);
  await expect(page.getByText('Tu código de operación', { exact: true })).toBeVisible();
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      `Te enviamos un e-mail a ${email} con este código y un enlace para retomar la reserva más tarde.`,
    ),
  ).toBeVisible();
  return code;
}

/**
 * Straight to step 1 of a new operation on `unit`: the start page (dealership_start), the e-mail, 'Siguiente'.
 * Returns the operation code.
 */
export async function openStepOne(page: Page, unitCase: UnitCase, email: string): Promise<string> {
  await page.goto(dealershipPaths.start(unitRoute(unitCase)));
  await waitForHydration(page);
  const code = await startOperation(page, email);
  await page.getByRole('link', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(dealershipPaths.paymentMode(code));
  await expect(page.getByRole('heading', { level: 1, name: 'Modo de pago' })).toBeVisible();
  return code;
}

/** Whether a response answers an update whose body `matches`. */
function isUpdate(response: Response, matches: (body: Record<string, unknown>) => boolean): boolean {
  if (!response.url().endsWith(DEALERSHIP_API.update) || response.request().method() !== 'POST') return false;
  try {
    return matches(response.request().postDataJSON() as Record<string, unknown>);
  } catch {
    return false;
  }
}

/**
 * Runs `action` and waits for the autosave it causes (the update whose body `matches`, after the page's debounce),
 * then for the page to say so in its status line.
 */
export async function expectAutosave(
  page: Page,
  matches: (body: Record<string, unknown>) => boolean,
  action: () => Promise<void>,
): Promise<Record<string, unknown>> {
  const saved = page.waitForResponse((response) => isUpdate(response, matches));
  await action();
  const response = await saved;
  expect(response.status(), 'the update is accepted').toBe(200);
  await expect(page.getByRole('status').filter({ hasText: TEXTS.saved })).toBeVisible();
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

export interface UsedVehicleChoice {
  brand: string;
  model: string;
  version: string;
  /** The guide's id of the version, as POST …/valuation takes it. */
  codia: number;
  year: number;
}

/**
 * A used vehicle the guide can quote, read from the used-vehicle catalogue the page itself reads (docs/product.md §7
 * parameters/brands, models, vehicles): the first brand, model and version with years, and its newest year.
 */
export async function quotableUsedVehicle(request: APIRequestContext): Promise<UsedVehicleChoice> {
  const [first] = await quotableUsedVehicles(request, 1, 'newest');
  if (!first) throw new Error('The used-vehicle guide has nothing to quote');
  return first;
}

/**
 * `count` used vehicles the guide can quote that an operation may hold together (each version and year once,
 * docs/product.md §5): the first versions in the catalogue's order, each year from the newest or, for vehicles worth
 * less than a new unit together, from the oldest.
 */
export async function quotableUsedVehicles(
  request: APIRequestContext,
  count: number,
  years: 'newest' | 'oldest' = 'oldest',
): Promise<UsedVehicleChoice[]> {
  const base = '/api/v2/territorio/dealership/parameters';
  const found: UsedVehicleChoice[] = [];
  for (const brand of await dataOf<{ id: number; name: string }[]>(request, `${base}/brands`)) {
    for (const model of await dataOf<{ name: string }[]>(request, `${base}/models?brand_id=${brand.id}`)) {
      const versions = await dataOf<{ codia: number; description: string; years: number[] }[]>(
        request,
        `${base}/vehicles?brand_id=${brand.id}&group=${encodeURIComponent(model.name)}`,
      );
      for (const version of versions) {
        for (const year of [...version.years].sort((a, b) => (years === 'newest' ? b - a : a - b))) {
          found.push({
            brand: brand.name,
            model: model.name,
            version: version.description,
            codia: version.codia,
            year,
          });
          if (found.length === count) return found;
        }
      }
    }
  }
  throw new Error(`The used-vehicle guide has fewer than ${count} vehicles to quote`);
}

/** Fills the used-vehicle form (Marca, Modelo, Versión, Año, Kilómetros) with the pointer. */
export async function fillUsedVehicleForm(
  page: Page,
  vehicle: UsedVehicleChoice,
  kms: string,
): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Cotizá tu usado' })).toBeVisible();
  await choose(page, 'Marca', vehicle.brand);
  await choose(page, 'Modelo', vehicle.model);
  await choose(page, 'Versión', vehicle.version);
  await choose(page, 'Año', String(vehicle.year));
  await page.getByRole('textbox', { name: 'Kilómetros' }).fill(kms);
}

export interface QuotedValuation {
  id: string;
  amount: number;
  brand: string;
  model: string;
  vehicle: string;
  year: number;
}

/** 'Cotizar', and the valuation the server answered, once the page shows it. */
export async function quote(page: Page): Promise<QuotedValuation> {
  const answered = page.waitForResponse(
    (response) => response.url().endsWith(DEALERSHIP_API.valuation) && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Cotizar' }).click();
  const response = await answered;
  expect(response.status(), 'the valuation is made').toBe(201);
  const { valuation } = (await response.json()) as { valuation: QuotedValuation };
  await expect(page.getByRole('heading', { level: 1, name: 'Cotización de tu usado' })).toBeVisible();
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: `${valuation.brand} ${valuation.model} ${valuation.vehicle} ${valuation.year}`,
    }),
  ).toBeVisible();
  return valuation;
}

/** The item of step 1's used-vehicle list for a valuation. */
export function usedVehicleItem(page: Page, valuation: Pick<QuotedValuation, 'brand' | 'model' | 'vehicle'>) {
  return page
    .getByRole('region', { name: 'Vehículos usados' })
    .getByRole('listitem')
    .filter({ hasText: `${valuation.brand} ${valuation.model} ${valuation.vehicle}` });
}

export interface BuyerData {
  dni: string;
  name: string;
  lastname: string;
  /** YYYY-MM-DD, as a date input holds it. */
  birthdate: string;
  marital: string;
  address: string;
  telephone: string;
}

export const BUYER: BuyerData = {
  dni: '30123456',
  name: 'Lucía',
  lastname: 'Funes',
  birthdate: '1985-03-15',
  marital: 'Soltero/a',
  address: 'San Martín 1234, Godoy Cruz',
  telephone: '261 555-0101',
};

/** dd/mm/aaaa, as the review shows a birthdate. */
export function displayDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

/** The outbox folder of the server under test (playwright.config.ts hands its DATA_DIR down). */
function outboxFolder(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the specs through playwright.config.ts');
  return path.join(dataDir, 'outbox');
}

/**
 * The messages the server wrote to its outbox for `address`, newest first, each with `subjectPart` in its subject (SMTP
 * is not configured in the tests, so mail goes to DATA_DIR/outbox as .eml files named by the time they were written);
 * `limit` stops at that many.
 */
export async function mailsTo(
  address: string,
  subjectPart = '',
  limit = Number.POSITIVE_INFINITY,
): Promise<ParsedMail[]> {
  let names: string[];
  try {
    names = await fs.readdir(outboxFolder());
  } catch {
    return [];
  }
  const wanted = address.toLowerCase();
  const found: ParsedMail[] = [];
  for (const name of names
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .reverse()) {
    if (found.length >= limit) break;
    const raw = await fs.readFile(path.join(outboxFolder(), name));
    if (!raw.toString('latin1').toLowerCase().includes(wanted)) continue;
    const mail = await simpleParser(raw);
    const to = mail.to ? (Array.isArray(mail.to) ? mail.to : [mail.to]) : [];
    if (!(mail.subject ?? '').includes(subjectPart)) continue;
    if (to.some((list) => list.value.some((entry) => entry.address?.toLowerCase() === wanted)))
      found.push(mail);
  }
  return found;
}

/** The newest message the server wrote to its outbox for `address` (`mailsTo`), or null when there is none yet. */
export async function newestMailTo(address: string, subjectPart = ''): Promise<ParsedMail | null> {
  return (await mailsTo(address, subjectPart, 1))[0] ?? null;
}

/** The newest message in the outbox with exactly this subject, whoever it went to; null when there is none. */
export async function newestMailWithSubject(subject: string): Promise<{ text: string } | null> {
  let names: string[];
  try {
    names = await fs.readdir(outboxFolder());
  } catch {
    return null;
  }
  for (const name of names
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .reverse()) {
    const mail = await simpleParser(await fs.readFile(path.join(outboxFolder(), name)));
    if (mail.subject === subject) return { text: mail.text ?? '' };
  }
  return null;
}

/** Waits for the message to `address` (the outbox sender delivers it asynchronously) and returns it. */
export async function waitForMailTo(address: string, subjectPart = ''): Promise<ParsedMail> {
  let found: ParsedMail | null = null;
  await expect
    .poll(
      async () => {
        found = await newestMailTo(address, subjectPart);
        return found !== null;
      },
      {
        message: `an e-mail to ${address} in the outbox, its subject with "${subjectPart}"`,
        timeout: 20_000,
        intervals: [250, 500, 1_000],
      },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}

/** The resume link (docs/product.md §2 dealership_resume) in a message's text. */
export function resumeLinkIn(mail: ParsedMail): string {
  const link = mail.text?.match(/https?:\/\/[^\s"<>]+\/concesionario-digital\/continue\/[0-9A-Za-z]+/)?.[0];
  if (!link) throw new Error(`No resume link in the message "${mail.subject}"`);
  return link;
}

/** An amount as the amount fields show it while the buyer types: es-AR thousands, no currency sign. */
export function grouped(amount: number): string {
  return new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 }).format(amount);
}

/** The operation as POST …/start and …/update answer it. */
type ApiOperation = import('#domain/operation/operation').OperationView;

/**
 * A new operation on the unit, started through POST …/start as the start page does (docs/product.md §7), with the
 * discount code the confirmation page hands over when there is one.
 */
export async function startOperationThroughApi(
  request: APIRequestContext,
  unitCase: Pick<UnitCase, 'unit'>,
  email: string,
  promotionCode?: string,
): Promise<ApiOperation> {
  const response = await request.post(DEALERSHIP_API.start, {
    data: {
      email,
      stock_id: unitCase.unit.id,
      brand_id: unitCase.unit.brand_id,
      ...(promotionCode ? { promotion_code: promotionCode } : {}),
    },
  });
  expect(response.status(), 'the operation starts').toBe(201);
  return ((await response.json()) as { data: ApiOperation }).data;
}

/** Step 1 done through POST …/update: the whole amount in cash, so step 2 can be opened directly. */
export async function payInCashThroughApi(
  request: APIRequestContext,
  operation: ApiOperation,
): Promise<ApiOperation> {
  const response = await request.post(DEALERSHIP_API.update, {
    data: { code: operation.code, version: operation.version, cash_amount: operation.amounts.total },
  });
  expect(response.status(), 'step 1 is saved').toBe(200);
  const saved = ((await response.json()) as { data: ApiOperation }).data;
  expect(saved.can_continue.payment, 'step 1 is complete').toBe(true);
  return saved;
}

/** The operation as POST …/update answers it, with `changes` applied as a page sends them. */
export async function updateThroughApi(
  request: APIRequestContext,
  operation: ApiOperation,
  changes: object,
): Promise<ApiOperation> {
  const response = await request.post(DEALERSHIP_API.update, { data: { ...operation, ...changes } });
  expect(response.status(), 'the update is accepted').toBe(200);
  return ((await response.json()) as { data: ApiOperation }).data;
}

/** A valuation of the used vehicle for the operation, through POST …/valuation as the used-vehicle page asks it. */
export async function quoteThroughApi(
  request: APIRequestContext,
  code: string,
  used: UsedVehicleChoice,
  kms: number,
): Promise<QuotedValuation> {
  const response = await request.post(DEALERSHIP_API.valuation, {
    data: {
      codia: used.codia,
      brand: used.brand,
      model: used.model,
      vehicle: used.version,
      year: used.year,
      kms,
      operation: code,
    },
  });
  expect(response.status(), 'the valuation is made').toBe(201);
  return ((await response.json()) as { valuation: QuotedValuation }).valuation;
}

/** BUYER's marital status as step 2 sends it. */
export const BUYER_MARITAL_ID = MARITAL_STATUSES.find((status) => status.name === BUYER.marital)?.id;

/** Step 2 done through POST …/update with BUYER's data (no address), after step 1: the review can be opened. */
export async function completeBuyerDataThroughApi(
  request: APIRequestContext,
  operation: ApiOperation,
  email: string,
): Promise<ApiOperation> {
  const saved = await updateThroughApi(request, operation, {
    customer: {
      ...operation.customer,
      name: BUYER.name,
      lastname: BUYER.lastname,
      telephone: BUYER.telephone,
      dni: BUYER.dni,
      email,
    },
    purchase: { ...operation.purchase, birthdate: BUYER.birthdate, marital_status_id: BUYER_MARITAL_ID },
  });
  expect(saved.status, 'step 2 is complete').toBe('data_complete');
  return saved;
}

/** A new operation on the unit paid in cash, with BUYER's data: what 'Ir al pago de la seña' needs. */
export async function operationReadyToPay(
  request: APIRequestContext,
  unitCase: Pick<UnitCase, 'unit'>,
  email: string,
): Promise<ApiOperation> {
  const started = await startOperationThroughApi(request, unitCase, email);
  return completeBuyerDataThroughApi(request, await payInCashThroughApi(request, started), email);
}

/** docs/product.md §7 payment/start, as 'Ir al pago de la seña' sends it: holds the unit (§D5). Returns the gateway. */
export async function holdThroughApi(request: APIRequestContext, code: string): Promise<{ kind: string }> {
  const response = await request.post(DEALERSHIP_API.paymentStart, { data: { code } });
  expect(response.status(), 'the unit is held for the buyer').toBe(200);
  return ((await response.json()) as { data: { gateway: { kind: string } } }).data.gateway;
}

/**
 * A card payment of the deposit with the sandbox gateway, as its frame sends it: the card's token, then the payment
 * (POST …/mp). The cardholder decides the outcome: APRO approves, CONT stays pending, OTHE is rejected.
 */
export async function payWithSandboxThroughApi(
  request: APIRequestContext,
  code: string,
  holder: 'APRO' | 'CONT' | 'OTHE',
): Promise<void> {
  const token = await request.post('/api/payments/sandbox/card-tokens', {
    data: { holder, number: '4509953566233704' },
  });
  expect(token.status(), 'the card is tokenized').toBe(201);
  const { id } = ((await token.json()) as { data: { id: string } }).data;
  const paid = await request.post(DEALERSHIP_API.paymentCreate, {
    data: { code, token: id, payment_method_id: 'visa', installments: 1 },
  });
  expect(paid.ok(), `the payment is answered (${paid.status()})`).toBe(true);
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A well-formed operation code (docs/product.md §D4) that no operation has: 60 random bits are never guessed. */
export function unknownCode(): string {
  return Array.from({ length: 12 }, () => CROCKFORD[randomInt(CROCKFORD.length)]).join('');
}

/** Every unit of a brand, all families and pages, as the intranet endpoints (docs/product.md §7) answer. */
export async function brandStock(request: APIRequestContext, brand: VersionsBrand): Promise<StockUnit[]> {
  const units: StockUnit[] = [];
  for (const family of await familiesOf(request, brand)) {
    let offset: number | null = 0;
    while (offset !== null) {
      const response = await request.get(`${brand.stock}?family_id=${family.id}&limit=100&offset=${offset}`);
      expect(response.status()).toBe(200);
      const body = (await response.json()) as { data: StockUnit[]; meta: { next_offset: number | null } };
      units.push(...body.data);
      offset = body.meta.next_offset;
    }
  }
  return units;
}

/** The first unit the catalogue already lists as reserved (the demo data has some), with its brand's whole stock. */
export async function findReservedUnit(
  request: APIRequestContext,
): Promise<{ brand: VersionsBrand; unit: StockUnit; stock: StockUnit[] }> {
  for (const brand of VERSIONS_BRANDS) {
    const stock = await brandStock(request, brand);
    const unit = stock.find((candidate) => candidate.status === 'reserved');
    if (unit) return { brand, unit, stock };
  }
  throw new Error('The catalogue has no reserved unit');
}

/**
 * A Chevrolet unit reserved with a deposit approved by the sandbox, and the path of the signed "Mi reserva" link of the
 * receipt the buyer was e-mailed (docs/decisions/0027). The receipt follows the e-mail of the start.
 */
export async function reservedWithMyReservationLink(request: APIRequestContext, who: string) {
  const email = uniqueEmail(who);
  const { operation, unit } = await heldOperation(request, 'chevrolet', email);
  await payWithSandboxThroughApi(request, operation.code, 'APRO');
  const receipt = await waitForMailTo(email, 'Reservaste tu');
  const link = receipt.text?.match(
    /https?:\/\/\S+\/concesionario-digital\/mi-reserva\/[0-9A-Z]{12}\?firma=[\w-]+/,
  )?.[0];
  if (!link) throw new Error('No Mi reserva link in the receipt');
  const url = new URL(link);
  return { email, operation, unit, myReservation: `${url.pathname}${url.search}` };
}

/**
 * An operation ready to pay, with its unit held for it (docs/product.md §D5): the first peso unit of `brandSlug` that
 * can still be held, so tests running side by side each get a unit of their own.
 */
export async function heldOperation(
  request: APIRequestContext,
  brandSlug: string,
  email: string,
): Promise<{ operation: ApiOperation; unit: StockUnit; gateway: string }> {
  const brand = versionsBrand(brandSlug);
  const stockOf = (familyId: number) =>
    dataOf<StockUnit[]>(request, `${brand.stock}?family_id=${familyId}&limit=100`);
  for (const family of await familiesOf(request, brand)) {
    if (family.currency === 'usd') continue;
    // Tests running at once start from different units, so they seldom reach for the same one.
    const listed = await stockOf(family.id);
    const offset = (test.info().parallelIndex * 7) % Math.max(listed.length, 1);
    const units = [...listed.slice(offset), ...listed.slice(0, offset)];
    for (const unit of units) {
      if (!unit.available || unit.full_price_with_discount <= 0) continue;
      const started = await request.post(DEALERSHIP_API.start, {
        data: { email, stock_id: unit.id, brand_id: unit.brand_id },
      });
      // Held or reserved by another test since the list was read.
      if (started.status() === 409) continue;
      expect(started.status(), 'the operation starts').toBe(201);
      try {
        const operation = await completeBuyerDataThroughApi(
          request,
          await payInCashThroughApi(request, ((await started.json()) as { data: ApiOperation }).data),
          email,
        );
        const held = await request.post(DEALERSHIP_API.paymentStart, { data: { code: operation.code } });
        expect(held.status(), 'the unit is held for the buyer').toBe(200);
        const { gateway } = ((await held.json()) as { data: { gateway: { kind: string } } }).data;
        return { operation, unit, gateway: gateway.kind };
      } catch (error) {
        // Another test took the unit between the steps: the next one will do. Any other failure is this test's.
        const now = (await stockOf(family.id)).find((candidate) => candidate.id === unit.id);
        if (now?.available) throw error;
      }
    }
  }
  throw new Error(`The demo catalogue has no ${brandSlug} peso unit left to hold`);
}

/** The operation as it stands, read through POST …/start with its code (docs/product.md §7 resume). */
export async function operationThroughApi(request: APIRequestContext, code: string): Promise<ApiOperation> {
  const response = await request.post(DEALERSHIP_API.start, { data: { code } });
  expect(response.status(), 'the operation is found').toBe(200);
  return ((await response.json()) as { data: ApiOperation }).data;
}
