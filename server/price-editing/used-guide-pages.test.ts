/**
 * The used-vehicle guide's upload through the real app (docs/product.md §6 and §D9): the preview reports each row and
 * changes nothing; confirming applies only the good rows, with one audit entry of counts; roles; a file that is not a
 * guide is refused whole.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { USED_GUIDE_EXAMPLE_CSV } from '#domain/back-office/used-guide-csv';
import { adminPagesTestBed } from '../../tests/support/pages-app';
import { staffGet, staffPost, staffUpload } from '../../tests/support/staff-sessions';
import { auditLog, guidePrices, usedBrands, usedModels, usedVersions } from '../db/schema';

const PAGE = '/admin/precios-usados';

const pages = adminPagesTestBed({ keep: (page) => page === PAGE });

beforeAll(async () => {
  // A version already in the guide, whose 2020 price the file replaces and whose 2019 price it leaves.
  const [brand] = await pages.db.insert(usedBrands).values({ name: 'Volkswagen' }).returning();
  const [model] = await pages.db
    .insert(usedModels)
    .values({ brandId: brand?.id ?? 0, name: 'Gol Trend' })
    .returning();
  await pages.db
    .insert(usedVersions)
    .values({ codia: 110205, modelId: model?.id ?? 0, description: 'Gol Trend 1.6' });
  await pages.db.insert(guidePrices).values([
    { codia: 110205, year: 2019, price: 12_000_000 },
    { codia: 110205, year: 2020, price: 13_000_000 },
  ]);
});

const csvFile = (text: string, name = 'guia.csv') => new File([text], name, { type: 'text/csv' });

/** Three good rows, and three bad ones: a price that is not a number, a year out of range, a row named twice. */
const GUIDE = [
  'codia;marca;modelo;versión;año;precio',
  '120101;Chevrolet;Onix;Onix 1.0 Turbo LT;2024;25.600.000',
  '120101;Chevrolet;Onix;Onix 1.0 Turbo LT;2023;23800000',
  '110205;Volkswagen;Gol Trend;Gol Trend 1.6 Trendline;2020;13.900.000',
  '120102;Chevrolet;Onix;Onix Premier;2024;mucho',
  '120103;Chevrolet;Onix;Onix LTZ;1970;20000000',
  '120101;Chevrolet;Onix;Onix 1.0 Turbo LT;2024;26000000',
].join('\n');

const priceOf = async (codia: number, year: number) =>
  (
    await pages.db
      .select()
      .from(guidePrices)
      .where(and(eq(guidePrices.codia, codia), eq(guidePrices.year, year)))
  )[0]?.price;

describe('who may upload the guide', () => {
  it('sends an anonymous visitor to sign in, and refuses a content, sales or viewer account with 403', async () => {
    const response = await pages.app.request(PAGE);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/admin/login?next=${encodeURIComponent(PAGE)}`);
    for (const role of ['content', 'sales', 'viewer'] as const) {
      const browser = await pages.signIn({ role });
      expect((await pages.app.request(PAGE, staffGet(browser))).status).toBe(403);
      expect(
        (await pages.app.request(PAGE, staffUpload(browser, { intent: 'preview', file: csvFile(GUIDE) })))
          .status,
      ).toBe(403);
      expect(
        (await pages.app.request(PAGE, staffPost(browser, { intent: 'apply', csv_text: GUIDE }))).status,
      ).toBe(403);
    }
    expect(await priceOf(120101, 2024)).toBeUndefined();
  });
});

describe('uploading the guide', () => {
  it('previews each row with the reasons of the bad ones, changing nothing; applying takes only the good rows', async () => {
    const browser = await pages.signIn({ role: 'admin' });
    const page = await (await pages.app.request(PAGE, staffGet(browser))).text();
    expect(page).toContain('Descargar el archivo de ejemplo');
    expect(page).toContain('<code>codia</code>');

    const preview = await pages.app.request(
      PAGE,
      staffUpload(browser, { intent: 'preview', file: csvFile(GUIDE) }),
    );
    expect(preview.status).toBe(200);
    const html = await preview.text();
    expect(html).toContain('3 filas aceptadas');
    expect(html).toContain('3 filas con errores');
    expect(html).toContain('Línea 5: precio inválido: &quot;mucho&quot;');
    expect(html).toContain('Línea 6: año inválido: &quot;1970&quot; (debe ser un año entre 1990 y');
    expect(html).toContain('Línea 7: codia y año repetidos en el archivo: ya figuran en la línea 2.');
    expect(html).toContain('Aplicar 3 filas aceptadas');
    expect(html).toContain('name="csv_text"');
    // Nothing applied yet.
    expect(await priceOf(120101, 2024)).toBeUndefined();
    expect(await priceOf(110205, 2020)).toBe(13_000_000);

    // Chevrolet is a new brand: applying asks first and changes nothing (docs/decisions/0073).
    const asked = await pages.app.request(PAGE, staffUpload(browser, { intent: 'apply', csv_text: GUIDE }));
    expect(asked.status).toBe(409);
    expect(await asked.text()).toContain('El archivo agrega una marca nueva a la guía');
    expect(await priceOf(120101, 2024)).toBeUndefined();

    const applied = await pages.app.request(
      PAGE,
      staffUpload(browser, { intent: 'apply', csv_text: GUIDE, confirmado: '1' }),
    );
    expect(applied.status).toBe(200);
    expect(await applied.text()).toContain('Aplicamos 3 filas de la guía y dejamos afuera 3 con errores.');
    expect(await priceOf(120101, 2024)).toBe(25_600_000);
    expect(await priceOf(120101, 2023)).toBe(23_800_000);
    expect(await priceOf(110205, 2020)).toBe(13_900_000);
    expect(await priceOf(110205, 2019)).toBe(12_000_000);
    expect(await priceOf(120102, 2024)).toBeUndefined();
    const [version] = await pages.db.select().from(usedVersions).where(eq(usedVersions.codia, 110205));
    expect(version?.description).toBe('Gol Trend 1.6 Trendline');

    const [entry] = await pages.db.select().from(auditLog).where(eq(auditLog.action, 'used_guide.apply'));
    expect(entry?.before).toEqual({ brands: 1, versions: 1, removed: 0, prices: 2 });
    expect(entry?.after).toEqual({
      brands: 2,
      versions: 2,
      removed: 0,
      prices: 4,
      appliedRows: 3,
      rejectedRows: 3,
      pricesCreated: 2,
      pricesUpdated: 1,
    });
  });

  it('flags, before applying, names that differ from the guide’s only by spaces or case, and new brands', async () => {
    // A version already in the guide, its name with two spaces as a publisher's file may have it.
    const [brand] = await pages.db.select().from(usedBrands).where(eq(usedBrands.name, 'Volkswagen'));
    const [polo] = await pages.db
      .insert(usedModels)
      .values({ brandId: brand?.id ?? 0, name: 'Polo' })
      .returning();
    await pages.db
      .insert(usedVersions)
      .values({ codia: 110400, modelId: polo?.id ?? 0, description: 'Polo 1.6  Comfortline' });
    const file = [
      'codia;marca;modelo;versión;año;precio',
      '110401;Volkswagen;Polo;Polo 1.6 Comfortline;2020;15000000',
      '110402;VOLKSWAGEN;POLO;polo 1.6 comfortline;2021;16000000',
      '130101;Fiat;Cronos;Cronos 1.3 Drive;2022;18000000',
    ].join('\n');
    const browser = await pages.signIn({ role: 'admin' });
    const preview = await pages.app.request(
      PAGE,
      staffUpload(browser, { intent: 'preview', file: csvFile(file) }),
    );
    expect(preview.status).toBe(200);
    const shown = (await preview.text()).replaceAll('<!-- -->', '');
    expect(shown).toContain('<strong>Marcas nuevas (piden confirmación):</strong> Fiat');
    expect(shown).toContain('Casi iguales a otras de la guía');
    expect(shown).toContain(
      '«Volkswagen Polo Polo 1.6 Comfortline» se parece a «Volkswagen Polo Polo 1.6  Comfortline», que ya está en la guía.',
    );
    expect(shown).toContain(
      '«VOLKSWAGEN POLO polo 1.6 comfortline» se parece a «Volkswagen Polo Polo 1.6  Comfortline», que ya está en la guía.',
    );
    expect(shown).toContain('«VOLKSWAGEN» se parece a «Volkswagen», que ya está en la guía.');
    expect(shown).toContain('Versiones nuevas: 3');
    // Only flagged: nothing is applied until the file is confirmed, and the new brand asks once more.
    const [added] = await pages.db.select().from(usedVersions).where(eq(usedVersions.codia, 110401));
    expect(added).toBeUndefined();
    const asked = await pages.app.request(PAGE, staffUpload(browser, { intent: 'apply', csv_text: file }));
    expect(asked.status).toBe(409);
    expect(await pages.db.select().from(usedBrands).where(eq(usedBrands.name, 'Fiat'))).toEqual([]);
  });

  it('refuses a file that is not a guide as a whole, beside the file field, and reads the example file', async () => {
    const browser = await pages.signIn({ role: 'admin' });
    const missing = await pages.app.request(
      PAGE,
      staffUpload(browser, { intent: 'preview', file: csvFile('codia,brand,price\n1,VW,10') }),
    );
    expect(missing.status).toBe(422);
    expect(await missing.text()).toContain(
      'El archivo no tiene las columnas requeridas: model, description, year.',
    );

    const none = await pages.app.request(PAGE, staffUpload(browser, { intent: 'preview' }));
    expect(none.status).toBe(400);
    expect(await none.text()).toContain('Elegí el archivo CSV de la guía.');

    const example = await pages.app.request(
      PAGE,
      staffUpload(browser, { intent: 'preview', file: csvFile(USED_GUIDE_EXAMPLE_CSV) }),
    );
    expect(await example.text()).toContain('3 filas aceptadas');
  });
});
