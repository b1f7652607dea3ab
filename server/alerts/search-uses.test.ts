/**
 * The demand's most used searches (docs/decisions/0086): each stock search asked, at the JSON address or the search
 * page's, is counted by its filters (order and page left out, text folded) in memory and written in one statement;
 * the counts reach "Hoy" as readable searches, with no personal data.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFamily, insertBrands } from '../../tests/support/factories';
import { createTestDatabase } from '../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { searchUses } from '../db/schema';
import { alertDemand } from './alert-demand-counts';
import { countSearchUses, flushSearchUses, recordSearchUse } from './search-uses';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await insertBrands(handle.db);
});
afterAll(() => handle.close());

const counts = async () =>
  Object.fromEntries(
    (await handle.db.select().from(searchUses)).map((row) => [row.queryKey, row.count] as const),
  );

describe('recordSearchUse', () => {
  it('counts a search by its filters, whatever their order, case, page or sort, and writes them at once', async () => {
    recordSearchUse(handle.db, new URLSearchParams('marca=chevrolet&carroceria=suv&orden=precio'));
    recordSearchUse(handle.db, new URLSearchParams('carroceria=suv&marca=chevrolet&pagina=3'));
    recordSearchUse(handle.db, { marca: 'chevrolet', carroceria: 'suv', precio_max: 40_000_000 });
    recordSearchUse(handle.db, new URLSearchParams('color=Blanco%20Perla'));
    recordSearchUse(handle.db, new URLSearchParams('color=blanco perla&por_pagina=60'));
    // Refused by the search, or no filter at all: nothing to count.
    recordSearchUse(handle.db, new URLSearchParams('marca=audi'));
    recordSearchUse(handle.db, new URLSearchParams('orden=precio'));
    expect(await counts()).toEqual({});

    expect(await flushSearchUses(handle.db)).toBe(3);
    expect(await counts()).toEqual({
      'marca=chevrolet&carroceria=suv': 2,
      'marca=chevrolet&carroceria=suv&precio_max=40000000': 1,
      'color=blanco+perla': 2,
    });
    recordSearchUse(handle.db, new URLSearchParams('carroceria=suv&marca=chevrolet'));
    await flushSearchUses(handle.db);
    expect((await counts())['marca=chevrolet&carroceria=suv']).toBe(3);
    expect(await flushSearchUses(handle.db)).toBe(0);
  });
});

describe('countSearchUses, at the server’s door', () => {
  it('counts the GETs of the JSON search and the search page (and its data request), before any kept answer', async () => {
    await handle.db.delete(searchUses);
    let answered = 0;
    const listener = countSearchUses(handle.db, () => {
      answered += 1;
    });
    const request = (method: string, url: string) =>
      listener({ method, url } as IncomingMessage, {} as ServerResponse);
    request('GET', '/api/v2/territorio/stock/search?marca=nissan');
    request('GET', '/vehiculos-0km/stock?marca=nissan&orden=-precio');
    request('GET', '/vehiculos-0km/stock.data?marca=nissan&_routes=routes%2Fstock');
    // Not a search: another address, a POST, a search without a query.
    request('GET', '/vehiculos-0km/nissan?marca=nissan');
    request('POST', '/api/v2/territorio/stock/search?marca=nissan');
    request('GET', '/vehiculos-0km/stock');
    expect(answered).toBe(6);
    await flushSearchUses(handle.db);
    expect(await counts()).toEqual({ 'marca=nissan': 3 });
  });
});

describe('the demand’s searches', () => {
  it('names each search as a person reads it, with its page, most used first', async () => {
    await handle.db.delete(searchUses);
    const family = await createFamily(handle.db, { brandId: 2, name: 'Tracker' });
    for (let i = 0; i < 3; i++)
      recordSearchUse(handle.db, { marca: 'chevrolet', familia: String(family.id) });
    recordSearchUse(handle.db, { carroceria: 'pickup', ofertas: '1' });
    await flushSearchUses(handle.db);
    const { searches } = await alertDemand(handle.db);
    expect(searches).toEqual([
      {
        label: 'Chevrolet · Tracker',
        path: `/vehiculos-0km/stock?marca=chevrolet&familia=${family.id}`,
        uses: 3,
      },
      { label: 'Pick-up · solo ofertas', path: '/vehiculos-0km/stock?carroceria=pickup&ofertas=1', uses: 1 },
    ]);
  });
});
