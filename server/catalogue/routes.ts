import { type Context, Hono } from 'hono';
import {
  type CatalogueSource,
  CatalogueUnavailableError,
  SAVED_UNITS_PATH,
  type SavedUnit,
} from '#domain/catalogue/catalogue';
import {
  creditFindQuerySchema,
  idParamSchema,
  savedUnitsQuerySchema,
  stockQuerySchema,
  subfamiliesQuerySchema,
} from '#domain/catalogue/catalogue-queries';
import { NO_CREDIT_MESSAGE } from '#domain/catalogue/credit';
import { STOCK_SEARCH_PATH } from '#domain/catalogue/stock-search';
import { stockSearchQuerySchema } from '#domain/catalogue/stock-search-query';
import { NotFoundError } from '../platform/errors';
import { invalidInput, validate } from '../requests/validation';
import { runStockSearch } from './stock-search-source';

const UNIT_NOT_FOUND = 'El vehículo seleccionado no está disponible.';

/**
 * The dealer-intranet endpoints of docs/product.md §7, each answering `{"data": ...}` with docs/product.md §3 field names.
 * Volkswagen and Chevrolet take a single unit as `?id=` on the stock path; Nissan and BAIC as `/{id}`.
 */
export interface CatalogueRouteOptions {
  /** The offers as JSON text straight from the database, passed through without rebuilding (the hot path). */
  offersJson?: (brandId: number) => Promise<string>;
  /**
   * Where the stock search reads every brand's units: the catalogue kept in memory (server/page-cache/kept-reads.ts),
   * so a search costs no query while nothing changed (docs/decisions/0078). By default, the catalogue itself.
   */
  searchCatalogue?: CatalogueSource;
}

export function catalogueRoutes(catalogue: CatalogueSource, options: CatalogueRouteOptions = {}) {
  const families = (brandId: number) => async (c: Context) =>
    c.json({ data: await catalogue.families(brandId) });

  const subfamilies = (brandId: number) => async (c: Context) => {
    const parsed = subfamiliesQuerySchema.safeParse(c.req.query());
    if (!parsed.success) return invalidInput(c, parsed.error.issues);
    return c.json({ data: await catalogue.subfamilies(brandId, parsed.data.family_id) });
  };

  const offers = (brandId: number) => async (c: Context) => {
    const { offersJson } = options;
    if (!offersJson) return c.json({ data: await catalogue.offers(brandId) });
    return c.body(`{"data":${await offersJson(brandId)}}`, 200, {
      'content-type': 'application/json; charset=UTF-8',
    });
  };

  const stockList = async (c: Context, brandId: number) => {
    const parsed = stockQuerySchema.safeParse(c.req.query());
    if (!parsed.success) return invalidInput(c, parsed.error.issues);
    const page = await catalogue.stock(brandId, parsed.data);
    return c.json({ data: page.units, meta: { next_offset: page.next_offset } });
  };

  const stockUnit = async (c: Context, brandId: number, rawId: string | undefined) => {
    const parsed = idParamSchema.safeParse({ id: rawId });
    if (!parsed.success) return invalidInput(c, parsed.error.issues);
    const unit = await catalogue.stockUnit(brandId, parsed.data.id);
    if (!unit) throw new NotFoundError(UNIT_NOT_FOUND);
    return c.json({ data: unit });
  };

  /** Volkswagen and Chevrolet: the same path lists a version's units, or answers one unit with `?id=`. */
  const stockByQueryFlag = (brandId: number) => async (c: Context) =>
    c.req.query('id') === undefined ? stockList(c, brandId) : stockUnit(c, brandId, c.req.query('id'));

  /**
   * The favourites page's read (docs/decisions/0079): the saved units still in stock, each with its small photo; a unit
   * sold or taken out of stock is left out, and the page says so.
   */
  const savedUnits = async (c: Context) => {
    const parsed = savedUnitsQuerySchema.safeParse(c.req.query());
    if (!parsed.success) return invalidInput(c, parsed.error.issues);
    if (!catalogue.stockUnitsById) throw new CatalogueUnavailableError('El catálogo no lee unidades por id.');
    const units = await catalogue.stockUnitsById(parsed.data.ids);
    const photos =
      units.length > 0 ? ((await catalogue.unitPhotos?.(units.map((unit) => unit.chassis))) ?? {}) : {};
    const data: SavedUnit[] = units.map((unit) => {
      const thumbnail = photos[unit.chassis]?.[0]?.thumbnail;
      return {
        ...unit,
        photo: thumbnail ? { path: thumbnail.path, width: thumbnail.width, height: thumbnail.height } : null,
      };
    });
    return c.json({ data });
  };

  const savingsPlans = (brandId: number) => async (c: Context) =>
    c.json({ data: await catalogue.savingsPlans(brandId) });

  return (
    new Hono()
      // Volkswagen (1)
      .get('/v1/vw/stock/families', families(1))
      .get('/v1/vw/stock/subfamilies', subfamilies(1))
      .get('/v1/vw/offers', offers(1))
      .get('/v1/vw/stock/stock', stockByQueryFlag(1))
      .get('/v1/vw/plan/find', savingsPlans(1))
      // Chevrolet (2)
      .get('/v1/gm/stock/families', families(2))
      .get('/v1/gm/stock/subfamilies', subfamilies(2))
      .get('/v1/gm/offers', offers(2))
      .get('/v1/gm/stock/stock', stockByQueryFlag(2))
      .get('/v1/gm/plan/find', savingsPlans(2))
      // Nissan (4)
      .get('/v2/nissan/family', families(4))
      .get('/v2/nissan/subfamily', subfamilies(4))
      .get('/v2/nissan/model/offers', offers(4))
      .get('/v2/nissan/model/stock', (c) => stockList(c, 4))
      .get('/v2/nissan/stock/:id', (c) => stockUnit(c, 4, c.req.param('id')))
      .get('/v2/nissan/plan/find', savingsPlans(4))
      // BAIC (6): docs/product.md §7 shows no savings-plan endpoint
      .get('/v2/baic/family', families(6))
      .get('/v2/baic/subfamily', subfamilies(6))
      .get('/v2/baic/model/offers', offers(6))
      .get('/v2/baic/model/stock', (c) => stockList(c, 6))
      .get('/v2/baic/stock/:id', (c) => stockUnit(c, 6, c.req.param('id')))
      // docs/product.md §7 reads `value` from this answer itself; `data` keeps it in the intranet's envelope too.
      .get('/v2/baic/usd/rate', async (c) => {
        const value = await catalogue.usdRate();
        return c.json({ data: { value }, value });
      })
      // Dealership-wide
      .get(SAVED_UNITS_PATH, savedUnits)
      .get(STOCK_SEARCH_PATH, validate('query', stockSearchQuerySchema), async (c) => {
        const { units, ...meta } = await runStockSearch(
          options.searchCatalogue ?? catalogue,
          c.req.valid('query'),
        );
        return c.json({ data: units, meta });
      })
      .get('/v2/dealership/credit/find', validate('query', creditFindQuerySchema), async (c) => {
        const query = c.req.valid('query');
        const plans = await catalogue.creditPlans(query);
        if (plans.length === 0) return c.json({ data: [], message: NO_CREDIT_MESSAGE });
        return c.json({ data: plans });
      })
  );
}
