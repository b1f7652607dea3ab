/**
 * The models' pages (/admin/modelos, docs/product.md §6) through the real app: a family's public name, description and
 * picture, its versions' features and search attributes, the refusals that change nothing, the audit log, and who may
 * edit.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFamily, createVersion } from '../../tests/support/factories';
import { pictureBytes } from '../../tests/support/media-files';
import { adminPagesTestBed, html } from '../../tests/support/pages-app';
import { type StaffBrowser, staffGet, staffPost, staffUpload } from '../../tests/support/staff-sessions';
import { families, versions } from '../db/schema';

const pages = adminPagesTestBed({ uploads: true, brands: true });

let editor: StaffBrowser;

beforeAll(async () => {
  editor = await pages.signIn({ role: 'content' });
});

const notice = (page: string) => page.match(/role="(?:status|alert)"[^>]*>([^<]+)</)?.[1] ?? '';

const familyRow = async (id: number) =>
  (await pages.db.select().from(families).where(eq(families.id, id)))[0];

const auditOf = (action: string, subjectId: number) => pages.auditOf({ action, id: subjectId });

async function amarok() {
  const family = await createFamily(pages.db, {
    brandId: 1,
    family: `AMAROK-${Math.random().toString(36).slice(2, 7)}`,
    name: 'Amarok',
    description: 'La pick-up.',
  });
  const version = await createVersion(pages.db, {
    familyId: family.id,
    name: 'Highline',
    features: ['6 airbags'],
  });
  return { family, version };
}

describe('/admin/modelos', () => {
  it('lists the families by brand, with a link to each', async () => {
    const { family } = await amarok();
    const page = await html(await pages.app.request('/admin/modelos', staffGet(editor)));
    expect(page).toContain('<h2 id="marca-');
    expect(page).toContain('Volkswagen');
    expect(page).toContain(`href="/admin/modelos/${family.id}"`);
    expect(page).toContain('Sin imagen');
  });

  it('saves a family’s name, description and picture, resized on the server, and records it', async () => {
    const { family } = await amarok();
    const picture = new File([new Uint8Array(await pictureBytes(2400, 1350))], 'amarok.jpg', {
      type: 'image/jpeg',
    });
    const response = await pages.app.request(
      `/admin/modelos/${family.id}`,
      staffUpload(editor, {
        intent: 'family',
        name: 'Amarok V6',
        description: 'La pick-up más potente de la marca.',
        image: picture,
      }),
    );
    expect(response.status).toBe(200);
    expect(notice(await html(response))).toBe('Guardamos el modelo. El sitio ya muestra los cambios.');
    const saved = await familyRow(family.id);
    expect(saved).toMatchObject({ name: 'Amarok V6', description: 'La pick-up más potente de la marca.' });
    expect(saved?.image).toMatch(/^\/media\/model\/[0-9a-f]{32}\.webp$/);
    expect((await pages.app.request(saved?.image ?? '')).status).toBe(200);

    const [entry] = await auditOf('family.edit', family.id);
    expect(entry?.before).toEqual({ name: 'Amarok', description: 'La pick-up.', image: null });
    expect(entry?.after).toEqual({
      name: 'Amarok V6',
      description: 'La pick-up más potente de la marca.',
      image: saved?.image,
    });

    // Without a new file, the picture stays.
    await pages.app.request(
      `/admin/modelos/${family.id}`,
      staffUpload(editor, { intent: 'family', name: 'Amarok V6', description: 'Otra.' }),
    );
    expect((await familyRow(family.id))?.image).toBe(saved?.image);
  });

  it('refuses an empty name or a picture that is not one, beside the field, changing nothing', async () => {
    const { family } = await amarok();
    const noName = await pages.app.request(
      `/admin/modelos/${family.id}`,
      staffUpload(editor, { intent: 'family', name: '  ', description: 'x' }),
    );
    expect(noName.status).toBe(422);
    const page = await html(noName);
    expect(page).toContain('id="family-name-error"');
    expect(notice(page)).toBe('Escribí el nombre del modelo.');

    const notPicture = await pages.app.request(
      `/admin/modelos/${family.id}`,
      staffUpload(editor, {
        intent: 'family',
        name: 'Amarok nueva',
        description: 'x',
        image: new File(['no soy una imagen'], 'amarok.png', { type: 'image/png' }),
      }),
    );
    expect(notPicture.status).toBe(422);
    expect(await html(notPicture)).toContain('La imagen tiene que ser JPG, PNG, WebP o AVIF.');
    expect(await familyRow(family.id)).toMatchObject({
      name: 'Amarok',
      description: 'La pick-up.',
      image: null,
    });
    expect(await auditOf('family.edit', family.id)).toEqual([]);
  });

  it('saves a version’s features, one a line, and records them', async () => {
    const { family, version } = await amarok();
    const response = await pages.app.request(
      `/admin/modelos/${family.id}`,
      staffPost(editor, {
        intent: 'features',
        version: String(version.id),
        features: '6 airbags\n\n  Control de   descenso  \r\nLlantas 20"\n',
      }),
    );
    expect(response.status).toBe(200);
    expect(notice(await html(response))).toBe('Guardamos el equipamiento de Highline.');
    const [saved] = await pages.db.select().from(versions).where(eq(versions.id, version.id));
    expect(saved?.features).toEqual(['6 airbags', 'Control de descenso', 'Llantas 20"']);
    const [entry] = await auditOf('version.features', version.id);
    expect(entry?.before).toEqual({ features: ['6 airbags'] });
    expect(entry?.after).toEqual({ features: ['6 airbags', 'Control de descenso', 'Llantas 20"'] });

    const tooLong = await pages.app.request(
      `/admin/modelos/${family.id}`,
      staffPost(editor, { intent: 'features', version: String(version.id), features: 'x'.repeat(121) }),
    );
    expect(tooLong.status).toBe(422);
    expect(await html(tooLong)).toContain('Cada línea puede tener hasta 120 caracteres.');

    const other = await amarok();
    const foreign = await pages.app.request(
      `/admin/modelos/${family.id}`,
      staffPost(editor, { intent: 'features', version: String(other.version.id), features: 'Nada' }),
    );
    expect(foreign.status).toBe(404);
    const [untouched] = await pages.db.select().from(versions).where(eq(versions.id, other.version.id));
    expect(untouched?.features).toEqual(['6 airbags']);
  });

  it.each(['viewer', 'sales'] as const)(
    'refuses a %s account (403) on the pages and on a post, and changes nothing',
    async (role) => {
      const { family, version } = await amarok();
      const browser = await pages.signIn({ role });
      expect((await pages.app.request('/admin/modelos', staffGet(browser))).status).toBe(403);
      expect((await pages.app.request(`/admin/modelos/${family.id}`, staffGet(browser))).status).toBe(403);
      const renamed = await pages.app.request(
        `/admin/modelos/${family.id}`,
        staffUpload(browser, { intent: 'family', name: 'Otra', description: '' }),
      );
      expect(renamed.status).toBe(403);
      const featured = await pages.app.request(
        `/admin/modelos/${family.id}`,
        staffPost(browser, { intent: 'features', version: String(version.id), features: 'Nada' }),
      );
      expect(featured.status).toBe(403);
      expect((await familyRow(family.id))?.name).toBe('Amarok');
    },
  );

  it('answers 404 for an unknown family and sends an anonymous visitor to the sign-in page', async () => {
    expect((await pages.app.request('/admin/modelos/999999', staffGet(editor))).status).toBe(404);
    const anonymous = await pages.app.request('/admin/modelos', staffGet());
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toBe('/admin/login?next=%2Fadmin%2Fmodelos');
  });
});

describe('a version’s body type, fuel and transmission', () => {
  const attributesOf = async (id: number) => {
    const [row] = await pages.db
      .select({ body_type: versions.bodyType, fuel: versions.fuel, transmission: versions.transmission })
      .from(versions)
      .where(eq(versions.id, id));
    return row;
  };
  const post = (browser: StaffBrowser | undefined, familyId: number, fields: Record<string, string>) =>
    pages.app.request(`/admin/modelos/${familyId}`, staffPost(browser, { intent: 'attributes', ...fields }));

  it.each(['content', 'admin'] as const)(
    'a %s account sees the three selects and saves them, recorded in the audit log',
    async (role) => {
      const browser = role === 'content' ? editor : await pages.signIn({ role });
      const { family, version } = await amarok();
      const page = await html(await pages.app.request(`/admin/modelos/${family.id}`, staffGet(browser)));
      expect(page).toContain(`Carrocería de Highline`);
      expect(page).toContain('<option value="pickup">Pick-up</option>');
      expect(page).toContain('<option value="diesel">Diésel</option>');
      expect(page).toContain('<option value="automatica">Automática</option>');

      const response = await post(browser, family.id, {
        version: String(version.id),
        body_type: 'pickup',
        fuel: 'diesel',
        transmission: 'automatica',
      });
      expect(response.status).toBe(200);
      expect(notice(await html(response))).toBe(
        'Guardamos la carrocería, el combustible y la transmisión de Highline.',
      );
      expect(await attributesOf(version.id)).toEqual({
        body_type: 'pickup',
        fuel: 'diesel',
        transmission: 'automatica',
      });
      const [entry] = await auditOf('version.attributes', version.id);
      expect(entry?.before).toEqual({ body_type: null, fuel: null, transmission: null });
      expect(entry?.after).toEqual({ body_type: 'pickup', fuel: 'diesel', transmission: 'automatica' });

      // "Sin definir" clears one.
      await post(browser, family.id, {
        version: String(version.id),
        body_type: 'pickup',
        fuel: 'diesel',
        transmission: '',
      });
      expect((await attributesOf(version.id))?.transmission).toBeNull();
    },
  );

  it('refuses a value not on the list beside its field, changing nothing', async () => {
    const { family, version } = await amarok();
    const response = await post(editor, family.id, {
      version: String(version.id),
      body_type: 'coupe',
      fuel: 'nafta',
      transmission: 'manual',
    });
    expect(response.status).toBe(422);
    const page = await html(response);
    expect(page).toContain(`id="body_type-${version.id}-error"`);
    expect(notice(page)).toBe('Elegí una carrocería de la lista.');
    expect(await attributesOf(version.id)).toEqual({ body_type: null, fuel: null, transmission: null });
    expect(await auditOf('version.attributes', version.id)).toEqual([]);
  });

  it.each(['viewer', 'sales', 'anonymous'] as const)('gives a %s visitor nothing', async (role) => {
    const { family, version } = await amarok();
    const browser = role === 'anonymous' ? undefined : await pages.signIn({ role });
    const response = await post(browser, family.id, {
      version: String(version.id),
      body_type: 'suv',
      fuel: 'gnc',
      transmission: 'manual',
    });
    expect(response.status).toBe(role === 'anonymous' ? 401 : 403);
    expect(await attributesOf(version.id)).toEqual({ body_type: null, fuel: null, transmission: null });
    expect(await auditOf('version.attributes', version.id)).toEqual([]);
  });
});
