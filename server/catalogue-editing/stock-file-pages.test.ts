/**
 * The stock file's page (/admin/stock/archivo, docs/product.md §6) through the real app: the preview of every row
 * before anything is applied, the confirmation that applies only the good rows, the audit entry, and who may do it.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFamily, createStockUnit, createVersion, uniqueChassis } from '../../tests/support/factories';
import { pictureBytes } from '../../tests/support/media-files';
import { adminPagesTestBed } from '../../tests/support/pages-app';
import { type StaffBrowser, staffGet, staffPost, staffUpload } from '../../tests/support/staff-sessions';
import { auditLog, stockUnits, versions } from '../db/schema';

const pages = adminPagesTestBed({ uploads: true, brands: true });
const PAGE = '/admin/stock/archivo';

let admin: StaffBrowser;
let existing: typeof stockUnits.$inferSelect;

beforeAll(async () => {
  const family = await createFamily(pages.db, { brandId: 1, family: 'AMAROK', name: 'Amarok' });
  await createVersion(pages.db, { familyId: family.id, name: 'Highline' });
  existing = await createStockUnit(pages.db, { brandId: 1, familyId: family.id, listPrice: 50_000_000 });
  admin = await pages.signIn({ role: 'admin' });
});

/** The page's text as a person reads it: without React's comments, with its entities decoded. */
const text = async (response: Response) =>
  (await response.text())
    .replaceAll('<!-- -->', '')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&');

const notice = (html: string) => html.match(/role="(?:status|alert)"[^>]*>([^<]+)</)?.[1] ?? '';

const HEADER = 'chassis,brand,family,version,color,location,model_year,doors,list_price,discount';
const row = (chassis: string, fields: Partial<Record<'family' | 'model_year' | 'list_price', string>> = {}) =>
  [
    chassis,
    'volkswagen',
    fields.family ?? 'AMAROK',
    'Highline',
    'Gris Indio',
    'Godoy Cruz',
    fields.model_year ?? '2026',
    '4',
    fields.list_price ?? '61000000',
    '0',
  ].join(',');

const csvFile = (lines: string[], name = 'stock.csv') =>
  new File([[HEADER, ...lines].join('\n')], name, { type: 'text/csv' });

const preview = (browser: StaffBrowser | undefined, file: File) =>
  pages.app.request(PAGE, staffUpload(browser, { intent: 'preview', file }));

const uploadOf = (html: string) => html.match(/name="upload" value="([0-9a-f]{64})"/)?.[1];

const unitsWith = (chassis: string[]) =>
  pages.db.select().from(stockUnits).where(inArray(stockUnits.chassis, chassis));

describe('/admin/stock/archivo', () => {
  it('A stock CSV uploaded with three bad rows shows the three reasons in the preview and applies only the good rows', async () => {
    const fresh = uniqueChassis();
    const ghost = uniqueChassis();
    const ancient = uniqueChassis();
    const file = csvFile([
      row(fresh),
      row(existing.chassis, { list_price: '52000000' }),
      row('ABC123'),
      row(ghost, { family: 'FANTASMA' }),
      row(ancient, { model_year: '1999' }),
    ]);

    const previewed = await preview(admin, file);
    expect(previewed.status).toBe(200);
    const html = await text(previewed);
    expect(notice(html)).toBe('Revisá el resultado de cada fila. Nada se aplicó todavía.');
    expect(html).toContain('2 filas aceptadas · 3 filas rechazadas');
    expect(html).toContain('Aceptada: unidad nueva');
    expect(html).toContain('Aceptada: actualiza la unidad');
    expect(html).toContain('chasis inválido: debe tener 17 caracteres (sin I, O ni Q)');
    expect(html).toContain('familia desconocida: "FANTASMA" no existe en el catálogo de Volkswagen');
    expect(html).toContain('año modelo inválido: "1999" (debe ser un año entre 2000 y 2100)');
    // Nothing is applied before the confirmation.
    expect(await unitsWith([fresh, ghost, ancient])).toEqual([]);
    const [before] = await unitsWith([existing.chassis]);
    expect(before?.listPrice).toBe(50_000_000);

    const upload = uploadOf(html);
    expect(upload).toBeDefined();
    const applied = await pages.app.request(PAGE, staffPost(admin, { intent: 'apply', upload }));
    expect(applied.status).toBe(200);
    expect(notice(await text(applied))).toBe(
      'Aplicamos el archivo: 1 unidad nueva, 1 actualizada. 3 filas rechazadas quedaron sin aplicar.',
    );
    const units = await unitsWith([fresh, existing.chassis, ghost, ancient]);
    expect(units.map((unit) => unit.chassis).sort()).toEqual([fresh, existing.chassis].sort());
    expect(units.find((unit) => unit.chassis === fresh)).toMatchObject({
      listPrice: 61_000_000,
      color: 'Gris Indio',
    });
    expect(units.find((unit) => unit.chassis === existing.chassis)?.listPrice).toBe(52_000_000);

    const [entry] = await pages.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'stock.upload'))
      .orderBy(desc(auditLog.id));
    expect(entry?.subjectId).toBe(upload);
    expect(entry?.before).toEqual({ units: 1, updatedChassis: [existing.chassis] });
    expect(entry?.after).toEqual({
      created: 1,
      updated: 1,
      rejected: 3,
      createdChassis: [fresh],
      updatedChassis: [existing.chassis],
      rejectedLines: [4, 5, 6],
      keptChassis: [],
      confirmedChassis: [],
      versionIds: [],
    });

    // A second click on the same confirmation applies nothing twice.
    const again = await pages.app.request(PAGE, staffPost(admin, { intent: 'apply', upload }));
    expect(again.status).toBe(409);
    expect(notice(await text(again))).toBe(
      'Volvé a subir el archivo: esta vista previa ya se aplicó o venció.',
    );
  });

  it('shows the changes before → after of a reserved unit, applies the rest without touching it, and changes it only when confirmed (docs/decisions/0074)', async () => {
    const family = (
      await pages.db.select().from(stockUnits).where(eq(stockUnits.chassis, existing.chassis))
    )[0];
    const reserved = await createStockUnit(pages.db, {
      brandId: 1,
      familyId: family?.familyId,
      subfamilyId: family?.subfamilyId,
      listPrice: 50_000_000,
      color: 'Blanco Candy',
      status: 'reserved',
    });
    const fresh = uniqueChassis();
    const file = () => csvFile([row(reserved.chassis, { list_price: '55000000' }), row(fresh)]);

    const html = await text(await preview(admin, file()));
    expect(html).toContain('Reservada: cambia lo que vio el comprador');
    expect(html).toMatch(
      new RegExp(
        `${reserved.chassis} · Color</dt><dd><span class="admin-confirm__before">Blanco Candy</span>`,
      ),
    );
    expect(html).toContain('Aplicar sin cambiar las unidades reservadas');
    expect(html).toContain('Confirmar y aplicar todo');

    const rest = await pages.app.request(PAGE, staffPost(admin, { intent: 'apply', upload: uploadOf(html) }));
    expect(rest.status).toBe(200);
    expect(notice(await text(rest))).toContain(
      `Una unidad reservada o vendida quedó como estaba: ${reserved.chassis}.`,
    );
    const [kept] = await unitsWith([reserved.chassis]);
    expect(kept).toMatchObject({ color: 'Blanco Candy', listPrice: 50_000_000, status: 'reserved' });
    expect(await unitsWith([fresh])).toHaveLength(1);

    const again = await text(await preview(admin, file()));
    const confirmed = await pages.app.request(
      PAGE,
      staffPost(admin, { intent: 'apply', upload: uploadOf(again), confirmado: '1' }),
    );
    expect(confirmed.status).toBe(200);
    const [changed] = await unitsWith([reserved.chassis]);
    expect(changed).toMatchObject({ color: 'Gris Indio', listPrice: 55_000_000, status: 'reserved' });
    const [entry] = await pages.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'stock.upload'))
      .orderBy(desc(auditLog.id));
    expect(entry?.after).toMatchObject({ keptChassis: [], confirmedChassis: [reserved.chassis] });
  });

  it("shows the body type, fuel and transmission a file changes on its units' versions, refuses a row that contradicts another, and applies and audits them as Modelos does", async () => {
    const family = await createFamily(pages.db, { brandId: 1, family: 'SAVEIRO', name: 'Saveiro' });
    const cross = await createVersion(pages.db, {
      familyId: family.id,
      name: 'Cross',
      bodyType: 'pickup',
      fuel: 'nafta',
      transmission: 'manual',
    });
    const trendline = await createVersion(pages.db, { familyId: family.id, name: 'Trendline' });
    const [first, contradicting, third] = [uniqueChassis(), uniqueChassis(), uniqueChassis()];
    const unitRow = (chassis: string, version: string, attributes: string) =>
      `${chassis},volkswagen,SAVEIRO,${version},Blanco,Godoy Cruz,2026,2,30000000,0,${attributes}`;
    const file = new File(
      [
        [
          `${HEADER},body_type,fuel,transmission`,
          unitRow(first, 'Cross', ',,Automática'),
          unitRow(contradicting, 'Cross', ',,manual'),
          unitRow(third, 'Trendline', 'Pick-up,GNC,'),
        ].join('\n'),
      ],
      'stock.csv',
      { type: 'text/csv' },
    );
    const attributesOf = async (id: number) =>
      (
        await pages.db
          .select({ body_type: versions.bodyType, fuel: versions.fuel, transmission: versions.transmission })
          .from(versions)
          .where(eq(versions.id, id))
      )[0];

    const html = await text(await preview(admin, file));
    expect(html).toContain('2 filas aceptadas · 1 fila rechazada');
    expect(html).toContain(
      'transmisión distinta para la versión Saveiro Cross: esta fila dice Manual y la línea 2, Automática',
    );
    expect(html).toContain('Versiones que cambian');
    expect(html).toMatch(
      /Saveiro Cross · Transmisión<\/dt><dd><span class="admin-confirm__before">Manual<\/span>.*?<strong class="admin-confirm__after">Automática<\/strong>/,
    );
    expect(html).toMatch(
      /Saveiro Trendline · Carrocería<\/dt><dd><span class="admin-confirm__before">Sin definir<\/span>.*?<strong class="admin-confirm__after">Pick-up<\/strong>/,
    );
    expect(html).toMatch(
      /Saveiro Trendline · Combustible<\/dt>.*?<strong class="admin-confirm__after">GNC<\/strong>/,
    );
    expect(html).not.toContain('Saveiro Cross · Carrocería');
    // Nothing changes before the confirmation.
    expect(await attributesOf(cross.id)).toEqual({
      body_type: 'pickup',
      fuel: 'nafta',
      transmission: 'manual',
    });
    expect(await attributesOf(trendline.id)).toEqual({ body_type: null, fuel: null, transmission: null });

    const upload = uploadOf(html);
    const applied = await pages.app.request(PAGE, staffPost(admin, { intent: 'apply', upload }));
    expect(applied.status).toBe(200);
    expect(notice(await text(applied))).toBe(
      'Aplicamos el archivo: 2 unidades nuevas, 0 actualizadas. Cambiamos la carrocería, el combustible o la transmisión de las versiones Saveiro Cross y Saveiro Trendline. Una fila rechazada quedó sin aplicar.',
    );
    expect(await attributesOf(cross.id)).toEqual({
      body_type: 'pickup',
      fuel: 'nafta',
      transmission: 'automatica',
    });
    expect(await attributesOf(trendline.id)).toEqual({
      body_type: 'pickup',
      fuel: 'gnc',
      transmission: null,
    });
    expect((await unitsWith([first, contradicting, third])).map((unit) => unit.chassis).sort()).toEqual(
      [first, third].sort(),
    );

    // Each version's change is in the audit log as an edit in Modelos is, and the file's entry names the versions.
    const versionEntries = await pages.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'version.attributes'),
          inArray(auditLog.subjectId, [String(cross.id), String(trendline.id)]),
        ),
      )
      .orderBy(auditLog.id);
    expect(
      versionEntries.map(({ subjectType, subjectId, before, after }) => ({
        subjectType,
        subjectId,
        before,
        after,
      })),
    ).toEqual([
      {
        subjectType: 'version',
        subjectId: String(cross.id),
        before: { body_type: 'pickup', fuel: 'nafta', transmission: 'manual' },
        after: { body_type: 'pickup', fuel: 'nafta', transmission: 'automatica' },
      },
      {
        subjectType: 'version',
        subjectId: String(trendline.id),
        before: { body_type: null, fuel: null, transmission: null },
        after: { body_type: 'pickup', fuel: 'gnc', transmission: null },
      },
    ]);
    const [entry] = await pages.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'stock.upload'))
      .orderBy(desc(auditLog.id));
    expect(entry?.after).toMatchObject({
      created: 2,
      rejectedLines: [3],
      versionIds: [cross.id, trendline.id],
    });
  });

  it('refuses a file that is not a stock export with a Spanish message beside the field, and keeps nothing', async () => {
    const picture = new File([new Uint8Array(await pictureBytes(64, 48))], 'stock.csv', { type: 'text/csv' });
    const refused = await preview(admin, picture);
    expect(refused.status).toBe(422);
    const html = await text(refused);
    expect(html).toContain('id="stock-file-error"');
    expect(html).not.toContain('Vista previa de');

    const missing = await pages.app.request(PAGE, staffUpload(admin, { intent: 'preview' }));
    expect(missing.status).toBe(422);
    expect(await text(missing)).toContain('Elegí el archivo CSV del stock.');
  });

  it('refuses a confirmation that names no previewed file', async () => {
    const forged = await pages.app.request(
      PAGE,
      staffPost(admin, { intent: 'apply', upload: 'f'.repeat(64) }),
    );
    expect(forged.status).toBe(409);
    const garbage = await pages.app.request(PAGE, staffPost(admin, { intent: 'apply', upload: '../../x' }));
    expect(garbage.status).toBe(400);
    expect(notice(await text(garbage))).toBe('Volvé a subir el archivo: no encontramos la vista previa.');
  });

  it.each(['viewer', 'content', 'sales'] as const)(
    'refuses a %s account (403) on the page and on a post, and changes nothing',
    async (role) => {
      const browser = await pages.signIn({ role });
      expect((await pages.app.request(PAGE, staffGet(browser))).status).toBe(403);
      const chassis = uniqueChassis();
      const refused = await preview(browser, csvFile([row(chassis)]));
      expect(refused.status).toBe(403);
      const applied = await pages.app.request(
        PAGE,
        staffPost(browser, { intent: 'apply', upload: 'a'.repeat(64) }),
      );
      expect(applied.status).toBe(403);
      expect(await unitsWith([chassis])).toEqual([]);
    },
  );

  it('sends an anonymous visitor to the sign-in page', async () => {
    const response = await pages.app.request(PAGE, staffGet());
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/admin/login?next=%2Fadmin%2Fstock%2Farchivo');
  });
});
