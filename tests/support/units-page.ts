import { Hono } from 'hono';
import { createDatabaseCatalogue } from '../../server/catalogue';
import { createContentSource } from '../../server/content';
import type { Database } from '../../server/db/client';
import { type PageCache, type PageSources, recordingSources } from '../../server/page-cache';

/**
 * A site of one page behind the page cache: /marca/:brand/:family lists the family's available units and counts the
 * news, read through the catalogue and content sources as the site's pages read them. What the cache does does not
 * depend on what React renders; the pages themselves are covered by the page tests. `renders` gets the path of each
 * page rendered, so a test can tell a page served from the cache.
 */
export function cachedUnitsPage(cache: PageCache, db: Database, renders: string[] = []): Hono {
  const sources: PageSources = { catalogue: createDatabaseCatalogue(db), content: createContentSource(db) };
  const page = (read: PageSources) =>
    new Hono().get('/marca/:brand/:family', async (c) => {
      const { units } = await read.catalogue.stock(Number(c.req.param('brand')), {
        family_id: Number(c.req.param('family')),
      });
      const { news } = await read.content.parameters();
      const ids = units.filter((unit) => unit.status === 'available').map((unit) => unit.id);
      return c.html(
        `<!doctype html><script>window.units = ${JSON.stringify(ids)};</script><script src="/app.js"></script>` +
          `<p>${ids.join(',')}</p><p>${news.length} noticias</p>`,
      );
    });
  return new Hono().all('*', (c) =>
    cache.serve(c, async (c, reads) => {
      renders.push(c.req.path);
      return page(reads ? recordingSources(sources, reads) : sources).fetch(c.req.raw);
    }),
  );
}

/** The units a /marca page lists, as its text says them ("12,15"). */
export async function listedUnits(answer: Response): Promise<string> {
  return (await answer.text()).match(/<p>([\d,]*)<\/p>/)?.[1] ?? '';
}
