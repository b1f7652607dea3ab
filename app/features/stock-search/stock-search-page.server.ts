import { data, type MetaDescriptor, type RouterContext, redirect } from 'react-router';
import { CATALOGUE_BRANDS, findBrandById } from '#domain/catalogue/brands';
import type {
  Facet,
  SearchResultUnit,
  StockSearchQuery,
  StockSearchResult,
} from '#domain/catalogue/stock-search';
import { STOCK_SEARCH_PAGE_PATH } from '#domain/catalogue/stock-search-path';
import { stockSearchParamsSchema, stockSearchQuerySchema } from '#domain/catalogue/stock-search-query';
import { BODY_TYPE_LABELS, type BodyType } from '#domain/catalogue/version-attributes';
import { lineAmount } from '#domain/operation/price-lines';
import { formatMoney } from '#domain/shared/money';
import { formatNumber, formatUsdRate } from '#domain/shared/numbers';
import { foldText } from '#domain/shared/text';
import { versionTestDrivePath } from '#domain/test-drive/test-drive';
import { publicUrlContext, stockSearchContext } from '../../context';
import { joinList } from '../../lib/join-list';
import { canonicalUrl, itemListJsonLd, jsonLdMeta, pageMeta, vehicleOfferJsonLd } from '../../lib/seo.server';
import { familyVersionsPath } from '../vehicles/family-view';
import { searchCanonical, stockSearchPagePath } from './search-canonical';
import type { FacetFilterView, StockResultView, StockSearchPageData } from './stock-search-view';

type Context = { get: <T>(key: RouterContext<T>) => T };

/** The address's parameters the search reads, in the schema's order. */
const PARAMS = Object.keys(stockSearchParamsSchema.shape);

/** The filters the facets offer, in the form's order, each with the address's name and the form's label. */
const FACET_FILTERS: readonly { facet: Facet; name: string; label: string; anyLabel: string }[] = [
  { facet: 'brand', name: 'marca', label: 'Marca', anyLabel: 'Todas' },
  { facet: 'family', name: 'familia', label: 'Modelo', anyLabel: 'Todos' },
  { facet: 'body_type', name: 'carroceria', label: 'Carrocería', anyLabel: 'Todas' },
  { facet: 'fuel', name: 'combustible', label: 'Combustible', anyLabel: 'Todos' },
  { facet: 'transmission', name: 'transmision', label: 'Transmisión', anyLabel: 'Todas' },
  { facet: 'year', name: 'anio', label: 'Año', anyLabel: 'Todos' },
  { facet: 'color', name: 'color', label: 'Color', anyLabel: 'Todos' },
  { facet: 'branch', name: 'sucursal', label: 'Sucursal', anyLabel: 'Todas' },
];

/** The filters whose choices the search compares without case or accents: the form selects the choice it finds. */
const FOLDED_FILTERS = new Set(['color', 'sucursal']);

/** The drawings of the catalogue are 640×320 (server/vehicle-images). */
const DRAWING = { width: 640, height: 320 };

const unitCount = (count: number) => (count === 1 ? '1 unidad' : `${formatNumber(count)} unidades`);

/**
 * /vehiculos-0km/stock (docs/product.md §2): the search the address asks, through the same function as the API's
 * (`stockSearchContext`), printed for the page. A form sent without scripts writes its cleared fields too: they go to
 * the address without them, so each search has one. An address the schema refuses answers 400 with its messages and
 * the form to mend it.
 */
export async function loadStockSearch(url: URL, context: Context) {
  const raw: Record<string, string> = {};
  let cleared = false;
  for (const [name, value] of url.searchParams) {
    if (!PARAMS.includes(name) || name in raw) continue;
    if (value.trim() === '') cleared = true;
    else raw[name] = value;
  }
  if (cleared) {
    const kept = new URLSearchParams([...url.searchParams].filter(([, value]) => value.trim() !== ''));
    const search = kept.toString();
    throw redirect(search ? `${url.pathname}?${search}` : url.pathname);
  }

  const search = context.get(stockSearchContext);
  const origin = context.get(publicUrlContext);
  const parsed = stockSearchQuerySchema.safeParse(raw);
  if (!parsed.success) {
    // The form still offers every choice of the whole stock, to mend the search from.
    const whole = await search({ page_size: 1 });
    const page: StockSearchPageData = {
      ...pageData(raw, {}, { ...whole, units: [], total: 0, pages: 0 }),
      errors: [...new Set(parsed.error.issues.map((issue) => issue.message))],
      filtered: true,
    };
    return data(
      {
        ...page,
        meta: [
          ...pageMeta({
            title: 'Revisá tu búsqueda',
            description: 'La búsqueda no se pudo leer.',
            canonical: canonicalUrl(origin, STOCK_SEARCH_PAGE_PATH),
          }),
          { name: 'robots', content: 'noindex, follow' },
        ] satisfies MetaDescriptor[],
      },
      { status: 400 },
    );
  }

  const query = parsed.data;
  const result = await search(query);
  const page = pageData(raw, query, result);
  const canonical = searchCanonical(query);
  const canonicalAddress = canonicalUrl(origin, canonical.path);
  return {
    ...page,
    meta: [
      ...pageMeta({
        title: page.heading,
        description: description(query, result.total),
        canonical: canonicalAddress,
      }),
      // An empty search is no page to find: it points at the nearest one that may have units.
      ...(canonical.indexable && result.total > 0 ? [] : [{ name: 'robots', content: 'noindex, follow' }]),
      ...(result.units.length > 0
        ? [
            jsonLdMeta(
              itemListJsonLd({
                name: page.heading,
                url: canonicalUrl(origin, stockSearchPagePath(query)),
                firstPosition: page.firstPosition,
                items: page.units.map((unit, index) => unitJsonLd(unit, result.units[index], origin)),
              }),
            ),
          ]
        : []),
    ] satisfies MetaDescriptor[],
  };
}

/** What the page shows of a search: its title, the form's values and choices, and the page of units. */
function pageData(
  raw: Record<string, string>,
  query: StockSearchQuery,
  result: StockSearchResult,
): StockSearchPageData {
  const { page: _page, ...search } = query;
  const filters: FacetFilterView[] = FACET_FILTERS.map(({ facet, name, label, anyLabel }) => ({
    name,
    label,
    anyLabel,
    choices: result.facets[facet].map(({ value, label, count }) => ({ value, label, count })),
  }));
  const values: Record<string, string> = { ...raw };
  for (const filter of filters) {
    const asked = values[filter.name];
    if (asked === undefined || !FOLDED_FILTERS.has(filter.name)) continue;
    const found = filter.choices.find((choice) => foldText(choice.value) === foldText(asked));
    if (found) values[filter.name] = found.value;
  }
  if (values.orden === 'precio') delete values.orden;
  return {
    heading: heading(query),
    searchKey: stockSearchPagePath(search),
    values,
    filters,
    errors: [],
    units: result.units.map((unit) => toResultView(unit, result.usd_rate)),
    total: result.total,
    countText: unitCount(result.total),
    page: result.page,
    firstPosition: (result.page - 1) * result.page_size + 1,
    nextPath: result.page < result.pages ? stockSearchPagePath({ ...query, page: result.page + 1 }) : null,
    firstPath: result.page > 1 ? stockSearchPagePath(search) : null,
    filtered: Object.keys(raw).length > 0,
  };
}

function toResultView(unit: SearchResultUnit, usdRate: number): StockResultView {
  const brand = findBrandById(unit.brand.id);
  return {
    id: unit.id,
    chassis: unit.chassis,
    brand: { ...unit.brand, styleKey: brand?.styleKey ?? 'territorio' },
    family: unit.family,
    version: unit.version,
    model: unit.model,
    modelYear: unit.model_year,
    color: unit.color,
    colorHex: unit.color_hex,
    branch: unit.branch,
    picture: unit.photo
      ? { src: unit.photo.path, width: unit.photo.width, height: unit.photo.height, photo: true }
      : { src: unit.image, ...DRAWING, photo: false },
    priceLines: unit.price_lines.map((line) => ({
      label: line.label,
      kind: line.kind,
      amount: lineAmount(line),
    })),
    converted: unit.price_converted
      ? {
          pesos: formatMoney(unit.price_pesos, 'ars'),
          note: `Precio en dólares convertido a pesos al cambio de hoy (${formatUsdRate(usdRate)} por dólar).`,
        }
      : null,
    offer: unit.offer,
    reservePath: unit.reserve_path,
    versionsPath: familyVersionsPath(unit.brand.slug, unit.family),
    testDrivePath: versionTestDrivePath(unit.brand.slug, unit.family.name, unit.version.id),
  };
}

/** "SUV Chevrolet 0 km en stock": what the search asks of brand and body type, the rest of its filters aside. */
function heading(query: StockSearchQuery): string {
  const body = query.body_type ? BODY_TYPE_LABELS[query.body_type as BodyType] : undefined;
  const brand = CATALOGUE_BRANDS.find((candidate) => candidate.slug === query.brand)?.name;
  const what = [body, brand].filter(Boolean).join(' ');
  return what ? `${what} 0\u00a0km en stock` : 'Vehículos 0\u00a0km en stock';
}

function description(query: StockSearchQuery, total: number): string {
  const body = query.body_type ? BODY_TYPE_LABELS[query.body_type as BodyType] : undefined;
  const brand = CATALOGUE_BRANDS.find((candidate) => candidate.slug === query.brand)?.name;
  const brands = brand ?? joinList(CATALOGUE_BRANDS.map((each) => each.name));
  const what = [body, brands].filter(Boolean).join(' ');
  const count = total > 0 ? `${unitCount(total)} ${what} 0 km` : `Unidades ${what} 0 km`;
  return `${count} en stock en Mendoza y San Juan, con precio final y descuentos. Filtrá y reservá online.`;
}

function unitJsonLd(view: StockResultView, unit: SearchResultUnit | undefined, origin: string) {
  const total = unit?.price_lines.find((line) => line.kind === 'total');
  return vehicleOfferJsonLd({
    name: `${view.brand.name} ${view.model}`,
    brand: view.brand.name,
    model: view.family.name,
    url: canonicalUrl(origin, view.reservePath),
    image: canonicalUrl(origin, view.picture.src),
    modelYear: view.modelYear,
    color: view.color,
    currency: unit?.currency,
    ...(total && total.amount > 0 ? { price: total.amount } : {}),
    availability: 'InStock',
  });
}
