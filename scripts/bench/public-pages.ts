import type { Family } from '#domain/catalogue/catalogue';
import { INTRANET_PATHS } from '#domain/catalogue/intranet-paths';
import { familyVersionsPath } from '../../app/features/vehicles/family-view';

export interface PublicPage {
  name: string;
  path: string;
}

/**
 * The public pages issue #36 holds to the main-thread budgets: the home, a brand page, a versions page, the offers
 * page and the stock search. Each is asked for twice first: the first render pays for cold caches in the server, and
 * what is measured is the steady state.
 */
export async function measuredPublicPages(origin: string): Promise<PublicPage[]> {
  const pages: PublicPage[] = [
    { name: 'home', path: '/' },
    { name: 'brand page', path: '/vehiculos-0km/volkswagen' },
    { name: 'versions page', path: await versionsPath(origin) },
    { name: 'offers', path: '/oportunidades' },
    { name: 'stock search', path: '/vehiculos-0km/stock' },
  ];
  for (const page of pages) {
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${origin}${page.path}`, { headers: { 'accept-encoding': 'gzip' } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`GET ${page.path} answered ${response.status}`);
    }
  }
  return pages;
}

/** A Volkswagen family with units in stock (any family when none has): its versions page. */
async function versionsPath(origin: string): Promise<string> {
  const response = await fetch(`${origin}${INTRANET_PATHS[1].families}`);
  if (!response.ok) throw new Error(`GET ${INTRANET_PATHS[1].families} answered ${response.status}`);
  const families = ((await response.json()) as { data: Family[] }).data;
  const family = families.find((candidate) => candidate.stock_count > 0) ?? families[0];
  if (!family) throw new Error('the demo catalogue has no Volkswagen family');
  return familyVersionsPath('volkswagen', family);
}
