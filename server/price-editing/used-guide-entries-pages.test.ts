/**
 * Taking versions out of the used-vehicle guide and putting them back, through the real app (docs/product.md §6,
 * docs/decisions/0074): the list on the guide's page, the one confirmation, the audit entries, the public choices and
 * the valuation that skip a removed version, the valuations and reservations already made with it, a new file that
 * names it, and who may do it.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { VALUATION_FAILED_MESSAGE } from '#domain/operation/valuation';
import { createStockUnit } from '../../tests/support/factories';
import { adminPagesTestBed, html } from '../../tests/support/pages-app';
import { anonymousBrowser, staffGet, staffPost, staffUpload } from '../../tests/support/staff-sessions';
import { auditLog, guidePrices, usedBrands, usedModels, usedVersions } from '../db/schema';
import { buildOperationApp, saveOperation, startOperation } from '../dealership/operations.fixtures';
import { getValuation } from '../dealership/valuations';

const PAGE = '/admin/precios-usados';
const API = '/api/v2/territorio/dealership';

const pages = adminPagesTestBed({ keep: (page) => page === PAGE, brands: true });

const TRENDLINE = 4802001;
const HIGHLINE = 4802002;
const KA = 1703001;
let ids: { vw: number; ford: number };

/** Volkswagen Gol Trend with two versions, Ford Ka with one, and 55 versions of a Fiat Palio for the pages. */
beforeAll(async () => {
  const [vw, ford, fiat] = await pages.db
    .insert(usedBrands)
    .values([{ name: 'Volkswagen' }, { name: 'Ford' }, { name: 'Fiat' }])
    .returning({ id: usedBrands.id });
  if (!vw || !ford || !fiat) throw new Error('brands not created');
  ids = { vw: vw.id, ford: ford.id };
  const [gol, ka, palio] = await pages.db
    .insert(usedModels)
    .values([
      { brandId: vw.id, name: 'Gol Trend' },
      { brandId: ford.id, name: 'Ka' },
      { brandId: fiat.id, name: 'Palio' },
    ])
    .returning({ id: usedModels.id });
  if (!gol || !ka || !palio) throw new Error('models not created');
  await pages.db.insert(usedVersions).values([
    { codia: TRENDLINE, modelId: gol.id, description: 'Gol Trend 1.6 Trendline' },
    { codia: HIGHLINE, modelId: gol.id, description: 'Gol Trend 1.6 Highline' },
    { codia: KA, modelId: ka.id, description: 'Ka 1.5 S' },
    ...Array.from({ length: 55 }, (_, n) => ({
      codia: 6000000 + n,
      modelId: palio.id,
      description: `Palio Versión ${String(n).padStart(2, '0')}`,
    })),
  ]);
  await pages.db.insert(guidePrices).values([
    { codia: TRENDLINE, year: 2018, price: 15_000_000 },
    { codia: TRENDLINE, year: 2019, price: 16_000_000 },
    { codia: HIGHLINE, year: 2019, price: 17_500_000 },
    { codia: KA, year: 2017, price: 9_000_000 },
  ]);
});

const getJson = async (path: string) => {
  const response = await pages.app.request(path);
  return { status: response.status, body: await response.json() };
};
const versionsOf = async (brandId: number, model: string) =>
  (await getJson(`${API}/parameters/vehicles?brand_id=${brandId}&group=${encodeURIComponent(model)}`)).body
    .data as { codia: number }[];
const brandNames = async () =>
  ((await getJson(`${API}/parameters/brands`)).body.data as { name: string }[]).map((brand) => brand.name);
const modelNames = async (brandId: number) =>
  ((await getJson(`${API}/parameters/models?brand_id=${brandId}`)).body.data as { name: string }[]).map(
    (model) => model.name,
  );

let clients = 0;
/** A valuation as the reservation's step asks for it, from an address of its own (the posts' rate limit). */
const valuate = (codia: number, year: number) =>
  pages.app.request(`${API}/valuation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${++clients}` },
    body: JSON.stringify({ codia, brand: 'VW', model: 'Gol', vehicle: 'x', year, kms: 60_000 }),
  });

const removedAtOf = async (codia: number) =>
  (await pages.db.select().from(usedVersions).where(eq(usedVersions.codia, codia)))[0]?.removedAt;

const guideAudit = () => pages.db.select().from(auditLog).where(eq(auditLog.subjectType, 'used_guide'));

describe('who may remove or restore a version', () => {
  it('sends an anonymous visitor to sign in (401 for a post), refuses content, sales and viewer accounts with 403, and changes nothing', async () => {
    const listed = await pages.app.request(`${PAGE}?q=gol`);
    expect(listed.status).toBe(302);
    const anonymous = await pages.app.request(
      PAGE,
      staffPost(anonymousBrowser(), { intent: 'remove', id: String(TRENDLINE), confirmado: '1' }),
    );
    expect(anonymous.status).toBe(401);
    for (const role of ['content', 'sales', 'viewer'] as const) {
      const browser = await pages.signIn({ role });
      const page = await pages.app.request(`${PAGE}?q=gol`, staffGet(browser));
      expect(page.status).toBe(403);
      expect(await page.text()).not.toContain('Gol Trend 1.6 Trendline');
      for (const intent of ['remove', 'restore'])
        expect(
          (
            await pages.app.request(
              PAGE,
              staffPost(browser, { intent, id: String(TRENDLINE), confirmado: '1' }),
            )
          ).status,
        ).toBe(403);
    }
    expect(await removedAtOf(TRENDLINE)).toBeNull();
    expect(await guideAudit()).toEqual([]);
  });
});

describe('the guide’s versions on its page', () => {
  it('lists them 50 a page, and finds one by words of its name in any order and case, or by its codia', async () => {
    const browser = await pages.signIn({ role: 'admin' });
    const first = await html(await pages.app.request(PAGE, staffGet(browser)));
    expect(first).toContain('58 versiones');
    expect(first.match(/name="intent" value="remove"/g)).toHaveLength(50);
    expect(first).toContain('Página 1 de 2');
    const second = await html(await pages.app.request(`${PAGE}?pagina=2`, staffGet(browser)));
    expect(second.match(/name="intent" value="remove"/g)).toHaveLength(8);

    const found = await html(await pages.app.request(`${PAGE}?q=trendline+GOL`, staffGet(browser)));
    expect(found).toContain('1 versión');
    expect(found).toContain('Gol Trend 1.6 Trendline');
    expect(found).not.toContain('Gol Trend 1.6 Highline');
    expect(found).toContain('2018 a 2019');
    const byCodia = await html(await pages.app.request(`${PAGE}?q=${KA}`, staffGet(browser)));
    expect(byCodia).toContain('1 versión');
    expect(byCodia).toContain('Ka 1.5 S');

    const wrong = await pages.app.request(`${PAGE}?estado=todas&pagina=cero`, staffGet(browser));
    expect(wrong.status).toBe(200);
    const text = await html(wrong);
    expect(text).toContain('Elegí un estado de la lista.');
    expect(text).toContain('58 versiones');
  });
});

describe('removing a version', () => {
  it('asks once, then takes it out of the public choices and the valuation, keeping the valuations made with it', async () => {
    const browser = await pages.signIn({ role: 'admin' });
    const before = await valuate(TRENDLINE, 2019);
    expect(before.status).toBe(201);
    const made = (await before.json()).valuation;

    const asked = await pages.app.request(
      `${PAGE}?q=gol`,
      staffPost(browser, { intent: 'remove', id: String(TRENDLINE) }),
    );
    expect(asked.status).toBe(409);
    const question = await html(asked);
    expect(question).toContain(
      '¿Eliminamos «Volkswagen Gol Trend · Gol Trend 1.6 Trendline» de la guía? Nadie la va a poder elegir ni cotizar',
    );
    expect(question).toContain('Eliminar de la guía');
    expect(question).toContain(`name="id" value="${TRENDLINE}"`);
    expect(await removedAtOf(TRENDLINE)).toBeNull();

    const removed = await pages.app.request(
      `${PAGE}?q=gol`,
      staffPost(browser, { intent: 'remove', id: String(TRENDLINE), confirmado: '1' }),
    );
    expect(removed.status).toBe(200);
    expect(await html(removed)).toContain(
      'Eliminamos «Volkswagen Gol Trend · Gol Trend 1.6 Trendline» de la guía: ya no se puede cotizar.',
    );
    expect(await removedAtOf(TRENDLINE)).toBeInstanceOf(Date);
    const [entry] = await pages.auditOf({ action: 'used_guide.remove', id: TRENDLINE });
    expect(entry).toMatchObject({
      accountEmail: expect.stringMatching(/^admin-/),
      subjectType: 'used_guide',
      before: {
        code: String(TRENDLINE),
        name: 'Volkswagen Gol Trend · Gol Trend 1.6 Trendline',
        deletedAt: null,
      },
      after: { code: String(TRENDLINE), deletedAt: expect.any(String) },
    });

    // Gone from the choices; asked for anyway, refused as an unknown version is.
    expect((await versionsOf(ids.vw, 'Gol Trend')).map((version) => version.codia)).toEqual([HIGHLINE]);
    const refused = await valuate(TRENDLINE, 2019);
    const unknown = await valuate(9_999_999, 2019);
    expect(refused.status).toBe(422);
    expect(unknown.status).toBe(422);
    expect(await refused.json()).toEqual({ error: VALUATION_FAILED_MESSAGE });
    expect(await unknown.json()).toEqual({ error: VALUATION_FAILED_MESSAGE });
    expect((await valuate(TRENDLINE, 2018)).status).toBe(422);
    expect((await valuate(HIGHLINE, 2019)).status).toBe(201);

    // The quote made before still reads, with its names and amount.
    expect(await getValuation(pages.db, made.id)).toMatchObject({
      codia: TRENDLINE,
      vehicle: 'Gol Trend 1.6 Trendline',
      amount: made.amount,
    });

    // Listed among the removed ones, with its restore button; a second removal changes nothing.
    const list = await html(await pages.app.request(`${PAGE}?estado=eliminadas`, staffGet(browser)));
    expect(list).toContain('1 versión');
    expect(list).toContain('Eliminada');
    expect(list).toContain('name="intent" value="restore"');
    expect(list).toContain('Una versión eliminada no se cotiza.');
    const again = await pages.app.request(
      PAGE,
      staffPost(browser, { intent: 'remove', id: String(TRENDLINE), confirmado: '1' }),
    );
    expect(await html(again)).toContain('ya estaba eliminada de la guía');
    expect(await pages.auditOf({ action: 'used_guide.remove', id: TRENDLINE })).toHaveLength(1);
  });

  it('leaves out a brand and a model whose every version is removed, and brings them back on restoring', async () => {
    const browser = await pages.signIn({ role: 'admin' });
    await pages.app.request(PAGE, staffPost(browser, { intent: 'remove', id: String(KA), confirmado: '1' }));
    expect(await brandNames()).not.toContain('Ford');
    expect(await modelNames(ids.ford)).toEqual([]);
    expect(await versionsOf(ids.ford, 'Ka')).toEqual([]);

    const restored = await pages.app.request(PAGE, staffPost(browser, { intent: 'restore', id: String(KA) }));
    expect(restored.status).toBe(200);
    expect(await html(restored)).toContain('Restauramos «Ford Ka · Ka 1.5 S»: se puede cotizar otra vez.');
    expect(await removedAtOf(KA)).toBeNull();
    expect(await brandNames()).toContain('Ford');
    expect(await modelNames(ids.ford)).toEqual(['Ka']);
    expect((await versionsOf(ids.ford, 'Ka')).map((version) => version.codia)).toEqual([KA]);
    expect((await valuate(KA, 2017)).status).toBe(201);
    const [entry] = await pages.auditOf({ action: 'used_guide.restore', id: KA });
    expect(entry).toMatchObject({
      before: { code: String(KA), deletedAt: expect.any(String) },
      after: { code: String(KA), name: 'Ford Ka · Ka 1.5 S', deletedAt: null },
    });
  });

  it('answers a codia the guide does not have with 404, and an unknown intent with 400', async () => {
    const browser = await pages.signIn({ role: 'admin' });
    for (const id of ['123', 'abc', '99999999999']) {
      const response = await pages.app.request(
        PAGE,
        staffPost(browser, { intent: 'remove', id, confirmado: '1' }),
      );
      expect(response.status).toBe(404);
      expect(await html(response)).toContain('No encontramos esa versión en la guía.');
    }
    expect((await pages.app.request(PAGE, staffPost(browser, { intent: 'borrar', id: '1' }))).status).toBe(
      400,
    );
  });
});

describe('a reservation that took a removed version', () => {
  it('still shows its used vehicle and its amount after the version leaves the guide', async () => {
    const browser = await pages.signIn({ role: 'admin' });
    const operations = buildOperationApp(pages.db);
    const quote = await (await valuate(HIGHLINE, 2019)).json();
    const operation = await startOperation(operations, await createStockUnit(pages.db));
    const saved = await saveOperation(operations, operation, {
      used_vehicles: [{ valuation_id: quote.valuation.id }],
    });
    expect(saved.used_vehicles).toHaveLength(1);

    await pages.app.request(
      PAGE,
      staffPost(browser, { intent: 'remove', id: String(HIGHLINE), confirmado: '1' }),
    );
    expect(await removedAtOf(HIGHLINE)).toBeInstanceOf(Date);

    // The buyer's page sends the operation back as it is: the used vehicle and its amount stay.
    const again = await saveOperation(operations, saved, { cash_amount: 1_000_000 });
    expect(again.used_vehicles).toEqual(saved.used_vehicles);
    expect(again.amounts.used_vehicles).toBe(quote.valuation.amount);

    await pages.app.request(PAGE, staffPost(browser, { intent: 'restore', id: String(HIGHLINE) }));
  });
});

describe('a new guide file that names a removed version', () => {
  it('updates its prices but keeps it removed, and says so in the preview and after applying', async () => {
    const browser = await pages.signIn({ role: 'admin' });
    expect(await removedAtOf(TRENDLINE)).toBeInstanceOf(Date);
    const file = [
      'brand,model,codia,description,year,price',
      `Volkswagen,Gol Trend,${TRENDLINE},Gol Trend 1.6 Trendline,2019,16500000`,
      `Volkswagen,Gol Trend,${HIGHLINE},Gol Trend 1.6 Highline,2019,18000000`,
    ].join('\n');
    const preview = await pages.app.request(
      PAGE,
      staffUpload(browser, { intent: 'preview', file: new File([file], 'guia.csv', { type: 'text/csv' }) }),
    );
    const shown = await html(preview);
    expect(shown).toContain('Eliminadas de la guía: 1');
    expect(shown).toContain('Volkswagen Gol Trend Gol Trend 1.6 Trendline');

    const applied = await pages.app.request(PAGE, staffUpload(browser, { intent: 'apply', csv_text: file }));
    expect(applied.status).toBe(200);
    expect(await html(applied)).toContain('Una versión del archivo estaba eliminada y sigue eliminada');
    expect(await removedAtOf(TRENDLINE)).toBeInstanceOf(Date);
    const prices = await pages.db.select().from(guidePrices).where(eq(guidePrices.codia, TRENDLINE));
    expect(prices.find((row) => row.year === 2019)?.price).toBe(16_500_000);
    expect((await valuate(TRENDLINE, 2019)).status).toBe(422);
  });
});
