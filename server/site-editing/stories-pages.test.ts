/**
 * The stories' back-office pages through the real app (docs/product.md §6, docs/decisions/0031): who may open and
 * change them, a new story with a real video and poster, refusals by content and size with nothing saved, the order,
 * removal and restore, what the public strip and viewer read, and the audit log of each change.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_REFUSALS } from '#domain/back-office/media';
import { mp4Bytes, pictureBytes } from '../../tests/support/media-files';
import { adminPagesTestBed, html } from '../../tests/support/pages-app';
import { type StaffBrowser, staffGet, staffPost, staffUpload } from '../../tests/support/staff-sessions';
import { readParameters } from '../content';
import { stories } from '../db/schema';
import { createdThrough, fieldError, fileOfBytes } from './site-pages.fixtures';

/** The stories pages of the back office, and the public viewer, to see what a visitor gets. */
const keptPages = (page: string) => page.startsWith('/admin/historias') || page.startsWith('/historias/');

const pages = adminPagesTestBed({ keep: keptPages, uploads: true, brands: true });
let editor: StaffBrowser;
let video: Blob;
let poster: Blob;

beforeAll(async () => {
  editor = await pages.signIn({ role: 'content' });
  video = fileOfBytes(mp4Bytes(), 'video/mp4');
  poster = fileOfBytes(await pictureBytes(720, 1280, 'jpeg'));
});

const storyCount = () => pages.db.$count(stories);
const publicStories = async () => (await readParameters(pages.db)).stories;
const auditOf = (action: string, id: number) => pages.auditOf({ action, id });

const storyFields = (overrides: Record<string, string | Blob | undefined> = {}) => ({
  title: 'Amarok en la precordillera',
  brand_id: '1',
  category: '0 km',
  link_url: '/vehiculos-0km/volkswagen',
  state: 'published',
  video,
  poster,
  ...overrides,
});

const createStory = (overrides: Record<string, string | Blob | undefined> = {}) =>
  createdThrough(pages.app, '/admin/historias/nueva', staffUpload(editor, storyFields(overrides)));

const order = async () => (await publicStories()).map((story) => story.title);

describe('who may open and change the stories', () => {
  it('sends anonymous visitors to sign in', async () => {
    for (const page of ['/admin/historias', '/admin/historias/nueva', '/admin/historias/1']) {
      const response = await pages.app.request(page);
      expect(response.status, page).toBe(302);
      expect(response.headers.get('location')).toBe(`/admin/login?next=${encodeURIComponent(page)}`);
    }
  });

  it('answers 403 to sales and viewer accounts, for the pages and every change, and nothing changes', async () => {
    const id = await createStory({ title: 'Historia ajena' });
    const [before] = await pages.db.select().from(stories).where(eq(stories.id, id));
    const total = await storyCount();
    for (const role of ['sales', 'viewer'] as const) {
      const browser = await pages.signIn({ role });
      for (const page of ['/admin/historias', '/admin/historias/nueva', `/admin/historias/${id}`])
        expect((await pages.app.request(page, staffGet(browser))).status, `${role} ${page}`).toBe(403);
      expect(
        (await pages.app.request('/admin/historias/nueva', staffUpload(browser, storyFields()))).status,
      ).toBe(403);
      expect(
        (await pages.app.request(`/admin/historias/${id}`, staffPost(browser, { intent: 'remove' }))).status,
      ).toBe(403);
      for (const intent of ['up', 'restore'])
        expect(
          (await pages.app.request('/admin/historias', staffPost(browser, { intent, id: String(id) })))
            .status,
        ).toBe(403);
    }
    expect(await storyCount()).toBe(total);
    expect((await pages.db.select().from(stories).where(eq(stories.id, id)))[0]).toEqual(before);
  });
});

describe('a new story', () => {
  it('stores the video and the poster, publishes it at the end of the strip with its link, audited', async () => {
    const id = await createStory();
    const [row] = await pages.db.select().from(stories).where(eq(stories.id, id));
    expect(row).toMatchObject({
      title: 'Amarok en la precordillera',
      slugUrl: 'amarok-en-la-precordillera',
      category: '0 km',
      brandId: 1,
      linkUrl: '/vehiculos-0km/volkswagen',
      published: true,
      videoPath: expect.stringMatching(/^\/media\/stories\/[0-9a-f]{32}\.mp4$/),
      posterPath: expect.stringMatching(/^\/media\/storyPoster\/[0-9a-f]{32}\.webp$/),
    });
    const servedVideo = await pages.app.request(row?.videoPath ?? '');
    expect(servedVideo.status).toBe(200);
    expect(servedVideo.headers.get('content-type')).toBe('video/mp4');
    expect((await pages.app.request(row?.posterPath ?? '')).headers.get('content-type')).toBe('image/webp');

    const [entry] = await auditOf('story.create', id);
    expect(entry?.before).toBeNull();
    expect(entry?.after).toMatchObject({ title: 'Amarok en la precordillera', published: true });

    const shown = (await publicStories()).find((story) => story.id === id);
    expect(shown).toMatchObject({
      video_path: row?.videoPath,
      poster_path: row?.posterPath,
      link_url: '/vehiculos-0km/volkswagen',
    });
    const viewer = await html(await pages.app.request(`/historias/${id}/amarok-en-la-precordillera`));
    expect(viewer).toContain(`src="${row?.videoPath}"`);
    expect(viewer).toMatch(/<a class="story-viewer__link" href="\/vehiculos-0km\/volkswagen"[^>]*>Ver más/);
  });

  it('gives a second story of the same title an address of its own, and keeps a hidden one off the site', async () => {
    const id = await createStory({
      title: 'Postventa express',
      category: 'Postventa',
      state: 'draft',
      poster: undefined,
    });
    const twin = await createStory({ title: 'Postventa express', category: 'Postventa', poster: undefined });
    const slugs = await pages.db.select({ id: stories.id, slug: stories.slugUrl }).from(stories);
    expect(slugs.find((row) => row.id === id)?.slug).toBe('postventa-express');
    expect(slugs.find((row) => row.id === twin)?.slug).toBe('postventa-express-2');
    const shown = (await publicStories()).map((story) => story.id);
    expect(shown).not.toContain(id);
    expect(shown).toContain(twin);
  });
});

describe('refusals', () => {
  async function refused(fields: Record<string, string | Blob | undefined>, status: number) {
    const total = await storyCount();
    const response = await pages.app.request(
      '/admin/historias/nueva',
      staffUpload(editor, storyFields(fields)),
    );
    expect(response.status).toBe(status);
    expect(await storyCount()).toBe(total);
    return html(response);
  }

  it('asks for the title, a video and a safe link (400)', async () => {
    const page = await refused({ title: '', video: undefined, link_url: 'javascript:alert(1)' }, 400);
    expect(fieldError(page, 'nueva-historia-titulo')).toBe('Escribí el título de la historia.');
    expect(fieldError(page, 'nueva-historia-video')).toBe('Elegí el video de la historia.');
    expect(fieldError(page, 'nueva-historia-enlace')).toMatch(/empiece con \//);
  });

  it('refuses a video that is not MP4 or WebM by its content, and one over 50 MB (422)', async () => {
    const picture = fileOfBytes(await pictureBytes(400, 300), 'video/mp4');
    expect(fieldError(await refused({ video: picture }, 422), 'nueva-historia-video')).toBe(
      MEDIA_REFUSALS.videoType,
    );
    const huge = fileOfBytes(mp4Bytes(50 * 1024 * 1024), 'video/mp4');
    expect(fieldError(await refused({ video: huge }, 422), 'nueva-historia-video')).toBe(
      MEDIA_REFUSALS.videoTooLarge,
    );
  });

  it('refuses a corrupt poster beside its field (422)', async () => {
    const jpeg = await pictureBytes(540, 960, 'jpeg');
    const cut = fileOfBytes(jpeg.subarray(0, Math.floor(jpeg.length / 2)));
    expect(fieldError(await refused({ poster: cut }, 422), 'nueva-historia-portada')).toBe(
      MEDIA_REFUSALS.imageCorrupt,
    );
  });
});

describe('order, changes, removal and restore', () => {
  it('moves a story up and down the strip, each move audited, and says when it cannot', async () => {
    await pages.db.delete(stories);
    const first = await createStory({ title: 'Primera' });
    const second = await createStory({ title: 'Segunda' });
    const third = await createStory({ title: 'Tercera' });
    expect(await order()).toEqual(['Primera', 'Segunda', 'Tercera']);

    const up = await pages.app.request(
      '/admin/historias',
      staffPost(editor, { intent: 'up', id: String(third) }),
    );
    expect(up.status).toBe(200);
    expect(await html(up)).toContain('Subimos la historia un lugar.');
    expect(await order()).toEqual(['Primera', 'Tercera', 'Segunda']);
    const [move] = await auditOf('story.move', third);
    expect(move?.before).toMatchObject({ sortOrder: 3 });
    expect(move?.after).toMatchObject({ sortOrder: 2 });

    await pages.app.request('/admin/historias', staffPost(editor, { intent: 'down', id: String(first) }));
    expect(await order()).toEqual(['Tercera', 'Primera', 'Segunda']);
    const top = await pages.app.request(
      '/admin/historias',
      staffPost(editor, { intent: 'up', id: String(third) }),
    );
    expect(top.status).toBe(409);
    expect(await html(top)).toContain('La historia ya es la primera.');

    const list = await html(await pages.app.request('/admin/historias', staffGet(editor)));
    expect(list.indexOf('Tercera')).toBeLessThan(list.indexOf('Primera'));
    expect(list).toContain(`href="/admin/historias/${second}"`);
  });

  it('saves a change keeping the video, and writes before and after', async () => {
    const id = await createStory({ title: 'Tracker en Potrerillos' });
    const [before] = await pages.db.select().from(stories).where(eq(stories.id, id));
    const response = await pages.app.request(
      `/admin/historias/${id}`,
      staffUpload(editor, {
        ...storyFields({ title: 'Tracker en el dique', video: undefined, poster: undefined, link_url: '' }),
        intent: 'change',
      }),
    );
    expect(response.status).toBe(200);
    const [after] = await pages.db.select().from(stories).where(eq(stories.id, id));
    expect(after).toMatchObject({
      title: 'Tracker en el dique',
      slugUrl: 'tracker-en-el-dique',
      linkUrl: null,
      videoPath: before?.videoPath,
      posterPath: before?.posterPath,
    });
    const [entry] = await auditOf('story.update', id);
    expect(entry?.before).toMatchObject({
      title: 'Tracker en Potrerillos',
      linkUrl: '/vehiculos-0km/volkswagen',
    });
    expect(entry?.after).toMatchObject({ title: 'Tracker en el dique', linkUrl: null });
  });

  it('removes a story (kept, off the strip, under Eliminadas) and restores it, both audited', async () => {
    const id = await createStory({ title: 'Planes en San Juan', category: 'Planes de Ahorro' });
    expect(
      (await pages.app.request(`/admin/historias/${id}`, staffPost(editor, { intent: 'remove' }))).status,
    ).toBe(200);
    expect((await publicStories()).map((story) => story.id)).not.toContain(id);
    const list = await html(await pages.app.request('/admin/historias', staffGet(editor)));
    expect(list.slice(list.indexOf('id="historias-eliminadas"'))).toContain('Planes en San Juan');
    expect((await auditOf('story.delete', id))[0]?.after).toMatchObject({ deletedAt: expect.any(String) });

    const restore = await pages.app.request(
      '/admin/historias',
      staffPost(editor, { intent: 'restore', id: String(id) }),
    );
    expect(restore.status).toBe(200);
    expect((await publicStories()).map((story) => story.id)).toContain(id);
    expect((await auditOf('story.restore', id))[0]?.after).toMatchObject({ deletedAt: null });
  });
});
