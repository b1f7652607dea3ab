import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importGuide } from '../../scripts/import-guide';
import { runCommand, runScript, scriptDataFolder } from '../../tests/support/run-script';
import { createTestDatabase } from '../../tests/support/test-database';
import { decodeCsvFile, NotCsvError } from '../csv';
import type { Database, DatabaseHandle } from '../db/client';
import { guidePrices, usedBrands, usedModels, usedVersions } from '../db/schema';
import { resetDealershipData, seedDealershipData } from '../db/seed/dealership';
import { importGuideCsv } from './guide-import';

const FIXTURES = path.resolve('tests/fixtures/guide');
const fixture = (name: string) => decodeCsvFile(fs.readFileSync(path.join(FIXTURES, name)));
const NOW = new Date('2026-11-20T15:00:00Z');

async function price(db: Database, codia: number, year: number) {
  const [row] = await db
    .select({ price: guidePrices.price })
    .from(guidePrices)
    .where(and(eq(guidePrices.codia, codia), eq(guidePrices.year, year)));
  return row?.price;
}

async function versionOf(db: Database, codia: number) {
  const [row] = await db
    .select({ brand: usedBrands.name, model: usedModels.name, description: usedVersions.description })
    .from(usedVersions)
    .innerJoin(usedModels, eq(usedModels.id, usedVersions.modelId))
    .innerJoin(usedBrands, eq(usedBrands.id, usedModels.brandId))
    .where(eq(usedVersions.codia, codia));
  return row;
}

describe('importGuideCsv', () => {
  let handle: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    handle = await createTestDatabase();
    db = handle.db;
  });
  afterAll(() => handle.close());
  beforeEach(() => resetDealershipData(db));

  it('creates the catalogue and prices of a good file into an empty guide', async () => {
    const report = await importGuideCsv(db, fixture('guia-ok.csv'), { now: NOW });

    expect(report).toEqual({
      created: 6,
      updated: 0,
      rejected: [],
      catalogue: { brands: 2, models: 4, versions: 5 },
    });
    expect(await versionOf(db, 2301002)).toEqual({
      brand: 'Jeep',
      model: 'Renegade',
      description: 'Renegade 1.3 T270 Longitude AT',
    });
    expect(await price(db, 4801002, 2022)).toBe(63_500_000);
    expect(await price(db, 2301001, 2020)).toBe(26_900_000);
  });

  it('updates prices of the seeded guide and adds what is new', async () => {
    await seedDealershipData(db, { now: NOW });
    const brandsBefore = await db.$count(usedBrands);

    const report = await importGuideCsv(db, fixture('guia-ok.csv'), { now: NOW });

    // Gol Trend 2018 and 2019 and Amarok 2022 exist in the demo guide; Jeep is new.
    expect(report).toEqual({
      created: 3,
      updated: 3,
      rejected: [],
      catalogue: { brands: 1, models: 2, versions: 3 },
    });
    expect(await db.$count(usedBrands)).toBe(brandsBefore + 1);
    expect(await price(db, 4802001, 2018)).toBe(15_500_000);
    expect(await price(db, 4802001, 2019)).toBe(16_400_000);
    expect(await versionOf(db, 4802001)).toEqual({
      brand: 'Volkswagen',
      model: 'Gol Trend',
      description: 'Gol Trend 1.6 Trendline',
    });
  });

  it('imports the good rows of an Excel file and says why each bad one was rejected', async () => {
    const report = await importGuideCsv(db, fixture('guia-mixta.csv'), { now: NOW });

    expect(report.created).toBe(3);
    expect(report.updated).toBe(0);
    expect(report.catalogue).toEqual({ brands: 1, models: 2, versions: 3 });
    expect(report.rejected).toEqual([
      { line: 3, codia: '4602001', reasons: ['precio inválido: "abc"'] },
      {
        line: 4,
        codia: '46X',
        reasons: [
          'codia inválido: "46X" (debe ser un número entero positivo)',
          'año inválido: "1985" (debe ser un año entre 1990 y 2027)',
        ],
      },
      {
        line: 6,
        codia: '4602001',
        reasons: ['codia y año repetidos en el archivo: ya figuran en la línea 2'],
      },
      {
        line: 7,
        codia: '4602001',
        reasons: ['el codia 4602001 ya figura en la línea 2 como Toyota Etios "Etios 1.5 XS"'],
      },
      {
        line: 8,
        codia: '4603003',
        reasons: ['precio inválido: "12.500" (es menor que $ 100.000: ¿la guía está en miles de pesos?)'],
      },
      { line: 9, codia: '4603003', reasons: ['falta la marca'] },
      {
        line: 11,
        codia: '4603003',
        reasons: ['precio inválido: "75.000.000,50" (debe ser un monto entero, sin centavos)'],
      },
    ]);
    // "TOYOTA" and "etios" on line 5 are the Toyota and Etios of line 2, not new ones.
    expect(await db.select({ name: usedBrands.name }).from(usedBrands)).toEqual([{ name: 'Toyota' }]);
    expect(await db.select({ name: usedModels.name }).from(usedModels).orderBy(asc(usedModels.name))).toEqual(
      [{ name: 'Etios' }, { name: 'Hilux' }],
    );
    expect(await price(db, 4602001, 2019)).toBe(17_800_000);
    expect(await price(db, 4602002, 2021)).toBe(21_250_000);
    expect(await price(db, 4603003, 2024)).toBe(72_400_000);
    expect(await db.$count(guidePrices)).toBe(3);
  });

  it('refuses a picture, a file without the guide columns, an empty one or a broken quote, importing nothing', async () => {
    await expect(importGuideCsv(db, fixture('foto-de-la-guia.csv'))).rejects.toThrow(
      new NotCsvError(
        'El archivo no es un CSV de texto: es una imagen PNG. Exportá la guía de precios como CSV (delimitado por comas o punto y coma).',
      ),
    );
    await expect(importGuideCsv(db, 'marca,modelo,precio\nVW,Gol,1000000\n')).rejects.toThrow(
      /^El archivo no tiene las columnas requeridas: codia, description, year\./,
    );
    await expect(importGuideCsv(db, '\uFEFF')).rejects.toThrow(
      'El archivo está vacío: no tiene encabezado ni filas.',
    );
    await expect(
      importGuideCsv(db, 'brand,model,codia,description,year,price\nVW,Gol,1,"Gol 1.6,2019,1000000\n'),
    ).rejects.toBeInstanceOf(NotCsvError);
    expect(await db.$count(guidePrices)).toBe(0);
    expect(await db.$count(usedBrands)).toBe(0);
  });

  it('rejects a price in dollars: the guide is in pesos', async () => {
    const report = await importGuideCsv(
      db,
      'brand,model,codia,description,year,price\nFord,Ka,1703001,Ka 1.5 S,2019,USD 9.500\n',
      { now: NOW },
    );
    expect(report.rejected).toEqual([
      {
        line: 2,
        codia: '1703001',
        reasons: ['precio inválido: "USD 9.500" (la guía va en pesos, no en dólares)'],
      },
    ]);
  });

  it('rejects a row with more cells than the header, as an unquoted decimal comma makes', async () => {
    const report = await importGuideCsv(
      db,
      'brand,model,codia,description,year,price\nFord,Ka,1703001,Ka 1.5 S,2019,12500000,00\n',
      { now: NOW },
    );
    expect(report.rejected).toEqual([
      {
        line: 2,
        codia: '1703001',
        reasons: ['la fila tiene 7 columnas y el encabezado 6 (¿un monto con coma decimal sin comillas?)'],
      },
    ]);
    expect(report.created).toBe(0);
  });
});

/** The script's file in a process of its own, as `npm run import:guide` runs it: seconds to start, more when busy. */
const importGuideScript = (args: string[], dataDir: string) =>
  runScript('scripts/import-guide.ts', args, dataDir);
/** The same command in this process. */
const importGuideCommand = (args: string[], dataDir: string) => runCommand(importGuide, args, dataDir);

describe('npm run import:guide', () => {
  const data = scriptDataFolder();

  it('imports a file, prints the counts and every rejected row, and exits with 0', async () => {
    const result = await importGuideScript([path.join(FIXTURES, 'guia-mixta.csv')], data.dir);

    expect(result.code).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines.slice(0, 3)).toEqual([
      'Filas aceptadas: 3 (nuevas 3, actualizadas 0)',
      'Filas rechazadas: 7',
      'línea 3 (codia 4602001): precio inválido: "abc"',
    ]);
    expect(lines).toHaveLength(10);
    expect(lines.at(-1)).toBe('Nuevas en el catálogo de usados: marcas 1, modelos 2, versiones 3');

    const again = await importGuideCommand([path.join(FIXTURES, 'guia-mixta.csv')], data.dir);
    expect(again.stdout).toContain('Filas aceptadas: 3 (nuevas 0, actualizadas 3)');
    expect(again.stdout).toContain('Nuevas en el catálogo de usados: marcas 0, modelos 0, versiones 0');
  }, 120_000);

  it('exits with 1 and a message, without a stack trace, when it cannot import', async () => {
    const usage = await importGuideCommand([], data.dir);
    const missing = await importGuideCommand([path.join(FIXTURES, 'no-existe.csv')], data.dir);
    const picture = await importGuideCommand([path.join(FIXTURES, 'foto-de-la-guia.csv')], data.dir);
    expect(usage).toMatchObject({ code: 1, stdout: '' });
    expect(usage.stderr).toContain('Uso: npm run import:guide -- ARCHIVO.csv');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('no-existe.csv: no existe.');
    expect(picture.code).toBe(1);
    expect(picture.stderr).toContain('El archivo no es un CSV de texto: es una imagen PNG.');
    for (const result of [usage, missing, picture]) expect(result.stderr).not.toMatch(/^\s+at /m);
  }, 60_000);
});
