import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importStock } from '../../scripts/import-stock';
import { runCommand, runScript, scriptDataFolder } from '../../tests/support/run-script';
import { createTestDatabase } from '../../tests/support/test-database';
import { decodeCsvFile, NotCsvError } from '../csv';
import { type Database, type DatabaseHandle, openDatabase } from '../db/client';
import { brands, families, stockUnits, versions } from '../db/schema';
import { importStockCsv } from './stock-import';

const FIXTURES = path.resolve('tests/fixtures/stock');
const fixture = (name: string) => decodeCsvFile(fs.readFileSync(path.join(FIXTURES, name)));

const HEADER =
  'chassis,brand,family,version,model,color,color_hex,location,model_year,doors,currency,list_price,discount,special_discount';

/** The minimal catalogue the fixtures name: families and versions as the dealer system spells them. */
async function seedCatalogue(db: Database) {
  await db.insert(brands).values([
    { id: 1, slug: 'volkswagen', name: 'Volkswagen' },
    { id: 2, slug: 'chevrolet', name: 'Chevrolet' },
    { id: 6, slug: 'baic', name: 'BAIC' },
  ]);
  const [tCross, polo, tracker, bj30] = await db
    .insert(families)
    .values([
      { brandId: 1, family: 'T-CROSS', name: 'T-Cross' },
      { brandId: 1, family: 'POLO', name: 'Polo' },
      { brandId: 2, family: 'TRACKER', name: 'Tracker' },
      { brandId: 6, family: 'BJ30', name: 'BJ30', currency: 'usd' },
    ])
    .returning({ id: families.id });
  if (!tCross || !polo || !tracker || !bj30) throw new Error('families not created');
  const [trendline, highline, track, ltz, hybrid] = await db
    .insert(versions)
    .values([
      { familyId: tCross.id, name: 'Trendline' },
      { familyId: tCross.id, name: 'Highline' },
      { familyId: polo.id, name: 'Track' },
      { familyId: tracker.id, name: 'LTZ' },
      { familyId: bj30.id, name: 'Hybrid' },
    ])
    .returning({ id: versions.id });
  if (!trendline || !highline || !track || !ltz || !hybrid) throw new Error('versions not created');
  return {
    families: { tCross: tCross.id, polo: polo.id, tracker: tracker.id, bj30: bj30.id },
    versions: {
      trendline: trendline.id,
      highline: highline.id,
      track: track.id,
      ltz: ltz.id,
      hybrid: hybrid.id,
    },
  };
}

type Catalogue = Awaited<ReturnType<typeof seedCatalogue>>;

describe('importStockCsv', () => {
  let handle: DatabaseHandle;
  let db: Database;
  let catalogue: Catalogue;

  beforeAll(async () => {
    handle = await createTestDatabase();
    db = handle.db;
    catalogue = await seedCatalogue(db);
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await db.delete(stockUnits);
  });

  const unit = async (chassis: string) => {
    const [row] = await db.select().from(stockUnits).where(eq(stockUnits.chassis, chassis));
    return row;
  };

  it('creates the units of a good export', async () => {
    const report = await importStockCsv(db, fixture('stock-ok.csv'));

    expect(report).toEqual({ created: 4, updated: 0, rejected: [] });
    expect(await unit('9BWAB45U0RT000001')).toMatchObject({
      brandId: 1,
      familyId: catalogue.families.tCross,
      subfamilyId: catalogue.versions.highline,
      model: 'T-Cross Highline',
      color: 'Blanco Puro',
      colorHex: '#f4f4f4',
      location: 'Godoy Cruz',
      currency: 'ars',
      modelYear: 2026,
      doors: 5,
      listPrice: 32_500_000,
      discount: 1_500_000,
      specialDiscount: 0,
      licenseCost: 950_000,
      preparationCost: 180_000,
      deliveryPrice: 250_000,
      status: 'available',
    });
    expect(await unit('9BWAB45U0RT000002')).toMatchObject({
      subfamilyId: catalogue.versions.trendline,
      model: 'T-Cross Trendline 200 TSI',
      colorHex: '#9aa0a6',
      location: 'San Rafael',
      listPrice: 32_500_000,
      discount: 0,
    });
    expect(await unit('9BGKS48U0RT000003')).toMatchObject({
      brandId: 2,
      model: 'Tracker LTZ',
      location: 'San Juan',
      listPrice: 41_900_000,
      discount: 2_000_000,
      specialDiscount: 500_000,
    });
    expect(await unit('LNBSCB3F0RT000004')).toMatchObject({
      brandId: 6,
      currency: 'usd',
      listPrice: 38_000,
      discount: 1_000,
    });
    // The catalogue's counters follow the import, so the family pages show the new stock.
    const [tCross] = await db
      .select({ unitsInStock: families.unitsInStock, maxDiscount: families.maxDiscount })
      .from(families)
      .where(eq(families.id, catalogue.families.tCross));
    expect(tCross).toEqual({ unitsInStock: 2, maxDiscount: 1_500_000 });
  });

  it('updates a unit already in stock by its chassis instead of adding another', async () => {
    await importStockCsv(db, fixture('stock-ok.csv'));

    const report = await importStockCsv(
      db,
      `${HEADER}\n9bwab45u0rt000001,volkswagen,T-CROSS,Trendline,,Blanco Puro,,San Juan,2026,5,,"$ 31.000.000","$ 500.000",\n`,
    );

    expect(report).toEqual({ created: 0, updated: 1, rejected: [] });
    const units = await db.select().from(stockUnits).where(eq(stockUnits.chassis, '9BWAB45U0RT000001'));
    expect(units).toHaveLength(1);
    expect(units[0]).toMatchObject({
      subfamilyId: catalogue.versions.trendline,
      model: 'T-Cross Trendline',
      location: 'San Juan',
      listPrice: 31_000_000,
      discount: 500_000,
      // Same colour without a code in the file: the code set earlier stays.
      colorHex: '#f4f4f4',
    });
    expect(await db.$count(stockUnits)).toBe(4);
  });

  it('keeps a held, reserved or sold unit so while its prices change', async () => {
    await importStockCsv(db, fixture('stock-ok.csv'));
    const heldUntil = new Date(Date.now() + 60 * 60 * 1000);
    await db
      .update(stockUnits)
      .set({ status: 'held', heldUntil })
      .where(eq(stockUnits.chassis, '9BWAB45U0RT000001'));
    await db
      .update(stockUnits)
      .set({ status: 'reserved' })
      .where(eq(stockUnits.chassis, '9BWAB45U0RT000002'));
    await db.update(stockUnits).set({ status: 'sold' }).where(eq(stockUnits.chassis, '9BGKS48U0RT000003'));

    const report = await importStockCsv(
      db,
      [
        HEADER,
        '9BWAB45U0RT000001,volkswagen,T-CROSS,Highline,,Blanco Puro,,Godoy Cruz,2026,5,,"$ 33.000.000",,',
        '9BWAB45U0RT000002,volkswagen,T-CROSS,Trendline,,Gris Platino,,San Rafael,2026,5,,"$ 30.000.000",,',
        '9BGKS48U0RT000003,chevrolet,TRACKER,LTZ,,Rojo,,San Juan,2025,5,,"$ 40.000.000",,',
      ].join('\n'),
    );

    expect(report).toEqual({ created: 0, updated: 3, rejected: [] });
    expect(await unit('9BWAB45U0RT000001')).toMatchObject({
      status: 'held',
      heldUntil,
      listPrice: 33_000_000,
    });
    expect(await unit('9BWAB45U0RT000002')).toMatchObject({ status: 'reserved', listPrice: 30_000_000 });
    expect(await unit('9BGKS48U0RT000003')).toMatchObject({ status: 'sold', listPrice: 40_000_000 });
  });

  it('imports the good rows of a file and says why each bad one was rejected', async () => {
    const report = await importStockCsv(db, fixture('stock-mixed.csv'));

    expect(report.created).toBe(3);
    expect(report.updated).toBe(0);
    expect(report.rejected).toEqual([
      {
        line: 3,
        chassis: '9BWAB45U0RT00001O',
        reasons: [
          'chasis inválido: debe tener 17 caracteres (sin I, O ni Q)',
          'precio de lista inválido: "abc"',
        ],
      },
      {
        line: 4,
        chassis: '9BWAB45U0RT000013',
        reasons: ['familia desconocida: "AMAROK" no existe en el catálogo de Volkswagen'],
      },
      {
        line: 6,
        chassis: '9BWAB45U0RT000014',
        reasons: [
          'los descuentos suman $ 24.800.000 y deben ser menores que el precio de lista ($ 24.800.000)',
        ],
      },
      {
        line: 7,
        chassis: '9BWAB45U0RT000015',
        reasons: [
          'sucursal desconocida: "Mendoza" (debe ser Godoy Cruz, San Rafael o San Juan)',
          'cantidad de puertas inválida: "7" (debe ser entre 2 y 5)',
        ],
      },
      {
        line: 8,
        chassis: '9BWAB45U0RT000011',
        reasons: ['chasis repetido en el archivo: ya figura en la línea 2'],
      },
      {
        line: 10,
        chassis: '9BWAB45U0RT000016',
        reasons: ['versión desconocida: "Comfortline" no existe en la familia POLO'],
      },
      {
        line: 12,
        chassis: '9BWAB45U0RT000018',
        reasons: ['la fila tiene 12 columnas y el encabezado 11 (¿un monto con coma decimal sin comillas?)'],
      },
    ]);
    const imported = await db
      .select({ chassis: stockUnits.chassis, color: stockUnits.color, listPrice: stockUnits.listPrice })
      .from(stockUnits)
      .orderBy(asc(stockUnits.chassis));
    // The first line with a repeated chassis is the one imported (white, not the later blue).
    expect(imported).toEqual([
      { chassis: '9BWAB45U0RT000011', color: 'Blanco', listPrice: 24_800_000 },
      { chassis: '9BWAB45U0RT000012', color: 'Negro', listPrice: 24_800_000 },
      { chassis: 'LNBSCB3F0RT000017', color: 'Blanco', listPrice: 36_500 },
    ]);
  });

  it('reads an Excel export: semicolons, a byte order mark, CRLF and header names in any case', async () => {
    const report = await importStockCsv(db, fixture('stock-excel-bom.csv'));

    expect(report).toEqual({ created: 2, updated: 0, rejected: [] });
    expect(await unit('9BWAB45U0RT000021')).toMatchObject({
      color: 'Azul Galáctico',
      location: 'San Rafael',
      listPrice: 32_500_000,
      discount: 1_500_000,
    });
    expect(await unit('9BWAB45U0RT000022')).toMatchObject({
      listPrice: 31_000_000,
      specialDiscount: 250_000,
    });
  });

  it('reads an export saved in Windows-1252 without mangling accents', async () => {
    const report = await importStockCsv(db, fixture('stock-excel-windows1252.csv'));

    expect(report).toEqual({ created: 1, updated: 0, rejected: [] });
    expect(await unit('9BWAB45U0RT000031')).toMatchObject({
      color: 'Azul Galáctico',
      location: 'San Rafael',
    });
  });

  it('refuses a picture renamed .csv and any binary file, importing nothing', async () => {
    await expect(importStockCsv(db, fixture('foto-del-auto.csv'))).rejects.toThrow(
      new NotCsvError(
        'El archivo no es un CSV de texto: es una imagen PNG. Exportá el stock desde el sistema como CSV (delimitado por comas o punto y coma).',
      ),
    );
    const binary = `${HEADER}\n${'\u0000\u0001\u0002'.repeat(10)}`;
    await expect(importStockCsv(db, decodeCsvFile(Buffer.from(binary)))).rejects.toBeInstanceOf(NotCsvError);
    expect(await db.$count(stockUnits)).toBe(0);
  });

  it('refuses a file without the stock columns or with a quote never closed', async () => {
    await expect(importStockCsv(db, 'Hola,\nte paso el stock actualizado\n')).rejects.toThrow(
      /^El archivo no tiene las columnas requeridas: chassis, brand, family, version, color, location, model_year, doors, list_price\./,
    );
    await expect(importStockCsv(db, '')).rejects.toThrow(
      'El archivo está vacío: no tiene encabezado ni filas.',
    );
    await expect(
      importStockCsv(db, `${HEADER}\n9BWAB45U0RT000001,volkswagen,POLO,Track,"Polo Track,Blanco\n`),
    ).rejects.toThrow(NotCsvError);
    expect(await db.$count(stockUnits)).toBe(0);
  });

  it('rejects a row whose family or version the catalogue lacks, naming it', async () => {
    const report = await importStockCsv(
      db,
      [
        HEADER,
        '9BWAB45U0RT000041,volkswagen,VIRTUS,Highline,,Blanco,,Godoy Cruz,2026,4,,30000000,,',
        '9BGKS48U0RT000042,chevrolet,tracker,Premier,,Blanco,,Godoy Cruz,2026,5,,30000000,,',
        // POLO belongs to Volkswagen: another brand's family does not match.
        '9BGKS48U0RT000043,chevrolet,POLO,Track,,Blanco,,Godoy Cruz,2026,5,,30000000,,',
        '9BGKS48U0RT000044,chevrolet,  Tracker ,ltz,,Blanco,,Godoy Cruz,2026,5,,30000000,,',
      ].join('\n'),
    );

    expect(report).toEqual({
      created: 1,
      updated: 0,
      rejected: [
        {
          line: 2,
          chassis: '9BWAB45U0RT000041',
          reasons: ['familia desconocida: "VIRTUS" no existe en el catálogo de Volkswagen'],
        },
        {
          line: 3,
          chassis: '9BGKS48U0RT000042',
          reasons: ['versión desconocida: "Premier" no existe en la familia TRACKER'],
        },
        {
          line: 4,
          chassis: '9BGKS48U0RT000043',
          reasons: ['familia desconocida: "POLO" no existe en el catálogo de Chevrolet'],
        },
      ],
    });
  });

  it('reports the line where a row starts when a quoted cell spans lines', async () => {
    const report = await importStockCsv(
      db,
      [
        HEADER,
        '9BWAB45U0RT000051,volkswagen,POLO,Track,"Polo Track',
        'edición especial",Blanco,,Godoy Cruz,2026,5,,30000000,,',
        '',
        '9BWAB45U0RT000052,volkswagen,POLO,Track,,Blanco,,Godoy Cruz,2026,5,,gratis,,',
      ].join('\r\n'),
    );

    expect(report.created).toBe(1);
    expect(report.rejected).toEqual([
      { line: 5, chassis: '9BWAB45U0RT000052', reasons: ['precio de lista inválido: "gratis"'] },
    ]);
    expect((await unit('9BWAB45U0RT000051'))?.model).toBe('Polo Track edición especial');
  });

  it("sets the attributes a row names on its unit's version, leaves the others, and refuses a row that contradicts an earlier one", async () => {
    await db
      .update(versions)
      .set({ bodyType: 'suv', fuel: null, transmission: 'manual' })
      .where(eq(versions.id, catalogue.versions.highline));
    const attributesOf = async (id: number) =>
      (
        await db
          .select({ body_type: versions.bodyType, fuel: versions.fuel, transmission: versions.transmission })
          .from(versions)
          .where(eq(versions.id, id))
      )[0];
    const before = {
      ltz: await attributesOf(catalogue.versions.ltz),
      trendline: await attributesOf(catalogue.versions.trendline),
    };
    const csv = [
      `${HEADER},body_type,fuel,transmission`,
      '9BWAB45U0RT000061,volkswagen,T-CROSS,Highline,,Blanco,,Godoy Cruz,2026,5,,30000000,,,,Nafta,',
      '9BWAB45U0RT000062,volkswagen,T-CROSS,Highline,,Negro,,Godoy Cruz,2026,5,,30000000,,,SUV,,Automática',
      '9BWAB45U0RT000063,volkswagen,T-CROSS,Highline,,Rojo,,Godoy Cruz,2026,5,,30000000,,,sedan,diesel,',
      '9BWAB45U0RT000064,volkswagen,POLO,Track,,Blanco,,Godoy Cruz,2026,5,,25000000,,,Hatchback,,',
      '9BGKS48U0RT000065,chevrolet,TRACKER,LTZ,,Blanco,,San Juan,2026,5,,40000000,,,,,',
      '9BWAB45U0RT000066,volkswagen,T-CROSS,Trendline,,Blanco,,Godoy Cruz,2026,5,,30000000,,,cupé,,',
    ].join('\n');

    const report = await importStockCsv(db, csv);

    expect(report).toEqual({
      created: 4,
      updated: 0,
      rejected: [
        {
          line: 4,
          chassis: '9BWAB45U0RT000063',
          reasons: [
            'carrocería distinta para la versión T-Cross Highline: esta fila dice Sedán y la línea 3, SUV',
            'combustible distinto para la versión T-Cross Highline: esta fila dice Diésel y la línea 2, Nafta',
          ],
        },
        {
          line: 7,
          chassis: '9BWAB45U0RT000066',
          reasons: ['carrocería inválida: "cupé" (debe ser hatchback, sedan, suv, pickup o utilitario)'],
        },
      ],
      versions: ['T-Cross Highline', 'Polo Track'],
    });
    // A blank cell leaves what the version had: Highline's body type stays, its fuel and transmission are the file's.
    expect(await attributesOf(catalogue.versions.highline)).toEqual({
      body_type: 'suv',
      fuel: 'nafta',
      transmission: 'automatica',
    });
    expect(await attributesOf(catalogue.versions.track)).toEqual({
      body_type: 'hatchback',
      fuel: null,
      transmission: null,
    });
    // A row without the attributes, and a rejected row, change nothing of their versions.
    expect(await attributesOf(catalogue.versions.ltz)).toEqual(before.ltz);
    expect(await attributesOf(catalogue.versions.trendline)).toEqual(before.trendline);
    expect(await unit('9BWAB45U0RT000063')).toBeUndefined();

    // The same file again changes no version, so it names none.
    expect((await importStockCsv(db, csv)).versions).toBeUndefined();
  });

  it('imports 10,000 rows, then updates them all', async () => {
    const colors = ['Blanco', 'Negro', 'Gris', 'Rojo', 'Azul'];
    const lines = Array.from({ length: 10_000 }, (_, index) => {
      const chassis = `9BWZZZ00ZRT${String(index).padStart(6, '0')}`;
      const version = index % 2 === 0 ? 'Trendline' : 'Highline';
      return `${chassis},volkswagen,T-CROSS,${version},,${colors[index % colors.length]},,San Juan,2026,5,,"$ 32.000.000","$ ${(index % 50) * 10}.000",`;
    });
    const csv = [HEADER, ...lines].join('\n');

    // Both runs take a few seconds; the limit below is generous only because test machines may be busy.
    const first = await importStockCsv(db, csv);
    const second = await importStockCsv(db, csv);

    expect(first).toEqual({ created: 10_000, updated: 0, rejected: [] });
    expect(second).toEqual({ created: 0, updated: 10_000, rejected: [] });
    const [tCross] = await db
      .select({ unitsInStock: families.unitsInStock, maxDiscount: families.maxDiscount })
      .from(families)
      .where(eq(families.id, catalogue.families.tCross));
    expect(tCross).toEqual({ unitsInStock: 10_000, maxDiscount: 490_000 });
  }, 120_000);
});

/** The script's file in a process of its own, as `npm run import:stock` runs it: seconds to start, more when busy. */
const importStockScript = (args: string[], dataDir: string) =>
  runScript('scripts/import-stock.ts', args, dataDir);
/** The same command in this process. */
const importStockCommand = (args: string[], dataDir: string) => runCommand(importStock, args, dataDir);

describe('npm run import:stock', () => {
  const data = scriptDataFolder(seedCatalogue);

  it('imports a file, prints the counts and every rejected row, and exits with 0', async () => {
    const result = await importStockScript([path.join(FIXTURES, 'stock-mixed.csv')], data.dir);

    expect(result.code).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines.slice(0, 3)).toEqual([
      'Filas aceptadas: 3 (nuevas 3, actualizadas 0)',
      'Filas rechazadas: 7',
      'línea 3 (chasis 9BWAB45U0RT00001O): chasis inválido: debe tener 17 caracteres (sin I, O ni Q); precio de lista inválido: "abc"',
    ]);
    expect(lines).toHaveLength(9);

    const again = await importStockCommand([path.join(FIXTURES, 'stock-mixed.csv')], data.dir);
    expect(again.stdout).toContain('Filas aceptadas: 3 (nuevas 0, actualizadas 3)');

    const handle = await openDatabase({ dataDir: data.dir });
    try {
      expect(await handle.db.$count(stockUnits)).toBe(3);
    } finally {
      await handle.close();
    }
  }, 120_000);

  it('names the versions whose body type, fuel or transmission the file changed', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'stock-atributos-'));
    const file = path.join(folder, 'stock.csv');
    fs.writeFileSync(
      file,
      `${HEADER},fuel\n9BWAB45U0RT000071,volkswagen,POLO,Track,,Blanco,,Godoy Cruz,2026,5,,25000000,,,gnc\n`,
    );
    try {
      const result = await importStockCommand([file], data.dir);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(
        'Versiones actualizadas (carrocería, combustible o transmisión): Polo Track',
      );
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);

  it('exits with 1 and a message, without a stack trace, when it cannot import', async () => {
    const usage = await importStockCommand([], data.dir);
    const missing = await importStockCommand([path.join(FIXTURES, 'no-existe.csv')], data.dir);
    const picture = await importStockCommand([path.join(FIXTURES, 'foto-del-auto.csv')], data.dir);
    expect(usage).toMatchObject({ code: 1, stdout: '' });
    expect(usage.stderr).toContain('Uso: npm run import:stock -- ARCHIVO.csv');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('no-existe.csv: no existe.');
    expect(picture.code).toBe(1);
    expect(picture.stderr).toContain('El archivo no es un CSV de texto: es una imagen PNG.');
    for (const result of [usage, missing, picture]) expect(result.stderr).not.toMatch(/^\s+at /m);
  }, 60_000);

  // The embedded database's lock lets its own process in: only another process shows the refusal.
  it('exits with 1 when the running server holds the embedded database', async () => {
    const server = await openDatabase({ dataDir: data.dir });
    try {
      const result = await importStockScript([path.join(FIXTURES, 'stock-ok.csv')], data.dir);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`está en uso por el proceso ${process.pid}`);
      expect(result.stderr).not.toMatch(/^\s+at /m);
      expect(await server.db.$count(stockUnits, sql`${stockUnits.chassis} = '9BWAB45U0RT000001'`)).toBe(0);
    } finally {
      await server.close();
    }
  }, 120_000);
});
