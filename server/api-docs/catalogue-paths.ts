import { z } from 'zod';
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject } from 'zod-openapi';
import {
  creditPlanSchema,
  familySchema,
  offerSchema,
  savingsPlanSchema,
  stockPageMetaSchema,
  stockSearchMetaSchema,
  stockSearchUnitSchema,
  stockUnitSchema,
  subfamilySchema,
  usdRateValueSchema,
} from '#domain/catalogue/catalogue-answer-schemas';
import {
  creditFindQuerySchema,
  idParamSchema,
  stockQuerySchema,
  subfamiliesQuerySchema,
} from '#domain/catalogue/catalogue-queries';
import { SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE_MAX, STOCK_SEARCH_PATH } from '#domain/catalogue/stock-search';
import { stockSearchParamsSchema } from '#domain/catalogue/stock-search-query';
import { dataOf, jsonAnswer, refusals } from './responses';

/** The dealer-intranet catalogue API (docs/product.md §7 table): the same operations for each brand, on its paths. */

const TAG = 'Catálogo de la intranet';

interface BrandPaths {
  id: number;
  name: string;
  /** The operationId's prefix. */
  key: string;
  families: string;
  subfamilies: string;
  offers: string;
  stock: string;
  /** Nissan and BAIC fetch one unit at `/{id}`; Volkswagen and Chevrolet with `?id=` on the stock path. */
  unit?: string;
  savingsPlans?: string;
}

const BRANDS: readonly BrandPaths[] = [
  {
    id: 1,
    name: 'Volkswagen',
    key: 'vw',
    families: '/v1/vw/stock/families',
    subfamilies: '/v1/vw/stock/subfamilies',
    offers: '/v1/vw/offers',
    stock: '/v1/vw/stock/stock',
    savingsPlans: '/v1/vw/plan/find',
  },
  {
    id: 2,
    name: 'Chevrolet',
    key: 'gm',
    families: '/v1/gm/stock/families',
    subfamilies: '/v1/gm/stock/subfamilies',
    offers: '/v1/gm/offers',
    stock: '/v1/gm/stock/stock',
    savingsPlans: '/v1/gm/plan/find',
  },
  {
    id: 4,
    name: 'Nissan',
    key: 'nissan',
    families: '/v2/nissan/family',
    subfamilies: '/v2/nissan/subfamily',
    offers: '/v2/nissan/model/offers',
    stock: '/v2/nissan/model/stock',
    unit: '/v2/nissan/stock/{id}',
    savingsPlans: '/v2/nissan/plan/find',
  },
  {
    id: 6,
    name: 'BAIC',
    key: 'baic',
    families: '/v2/baic/family',
    subfamilies: '/v2/baic/subfamily',
    offers: '/v2/baic/model/offers',
    stock: '/v2/baic/model/stock',
    unit: '/v2/baic/stock/{id}',
  },
];

const stockPageSchema = dataOf(z.array(stockUnitSchema)).extend({ meta: stockPageMetaSchema });

/** Volkswagen and Chevrolet: one path lists a version's units, or answers one unit when `id` is given. */
const stockOrUnitQuerySchema = stockQuerySchema.partial().extend(idParamSchema.partial().shape);

function brandOperations(brand: BrandPaths): ZodOpenApiPathsObject {
  const get = (operation: Omit<ZodOpenApiOperationObject, 'tags'>) => ({
    get: { tags: [TAG], ...operation },
  });
  const paths: ZodOpenApiPathsObject = {
    [brand.families]: get({
      operationId: `${brand.key}Families`,
      summary: `Familias de ${brand.name}`,
      description: 'Los modelos de la marca, con su mayor descuento y las unidades que se pueden reservar.',
      responses: {
        200: jsonAnswer('Las familias.', dataOf(z.array(familySchema))),
        ...refusals(503),
      },
    }),
    [brand.subfamilies]: get({
      operationId: `${brand.key}Subfamilies`,
      summary: `Versiones de una familia de ${brand.name}`,
      requestParams: { query: subfamiliesQuerySchema },
      responses: {
        200: jsonAnswer('Las versiones de la familia.', dataOf(z.array(subfamilySchema))),
        ...refusals(400, 503),
      },
    }),
    [brand.offers]: get({
      operationId: `${brand.key}Offers`,
      summary: `Ofertas de ${brand.name}`,
      description:
        'Una oferta por familia, versión y color: la unidad disponible con el mayor descuento. Una unidad apartada o reservada nunca aparece.',
      responses: {
        200: jsonAnswer('Las ofertas.', dataOf(z.array(offerSchema))),
        ...refusals(503),
      },
    }),
  };
  if (brand.unit) {
    paths[brand.stock] = get({
      operationId: `${brand.key}Stock`,
      summary: `Unidades en stock de ${brand.name}`,
      description:
        'Las unidades de una familia (y de una versión, con subfamily_id), de a páginas: `limit` (20 por defecto, 100 como máximo) y `offset`.',
      requestParams: { query: stockQuerySchema },
      responses: {
        200: jsonAnswer('Una página de unidades.', stockPageSchema),
        ...refusals(400, 503),
      },
    });
    paths[brand.unit] = get({
      operationId: `${brand.key}StockUnit`,
      summary: `Una unidad de ${brand.name}`,
      requestParams: { path: idParamSchema },
      responses: {
        200: jsonAnswer('La unidad.', dataOf(stockUnitSchema)),
        ...refusals(400, 404, 503),
      },
    });
  } else {
    paths[brand.stock] = get({
      operationId: `${brand.key}Stock`,
      summary: `Unidades en stock de ${brand.name}, o una unidad`,
      description:
        'Sin `id`, las unidades de una familia (family_id es obligatorio) de a páginas: `limit` (20 por defecto, 100 como máximo) y `offset`. Con `id`, esa unidad.',
      requestParams: { query: stockOrUnitQuerySchema },
      responses: {
        200: jsonAnswer(
          'Una página de unidades o, con `id`, la unidad.',
          z.union([stockPageSchema, dataOf(stockUnitSchema)]),
        ),
        ...refusals(400, 404, 503),
      },
    });
  }
  if (brand.savingsPlans) {
    paths[brand.savingsPlans] = get({
      operationId: `${brand.key}SavingsPlans`,
      summary: `Planes de ahorro de ${brand.name}`,
      responses: {
        200: jsonAnswer('Los planes de ahorro.', dataOf(z.array(savingsPlanSchema))),
        ...refusals(503),
      },
    });
  }
  return paths;
}

export const cataloguePaths: ZodOpenApiPathsObject = {
  ...Object.assign({}, ...BRANDS.map(brandOperations)),
  '/v2/baic/usd/rate': {
    get: {
      tags: [TAG],
      operationId: 'usdRate',
      summary: 'Cotización del dólar',
      description:
        'Pesos por dólar, en `data.value` y en `value` (docs/decisions/0005). Se lee una vez, al empezar la operación de una unidad en dólares.',
      responses: {
        200: jsonAnswer(
          'La cotización.',
          z.object({ data: z.object({ value: usdRateValueSchema }), value: usdRateValueSchema }),
        ),
        ...refusals(503),
      },
    },
  },
  '/v2/dealership/credit/find': {
    get: {
      tags: [TAG],
      operationId: 'creditPlans',
      summary: 'Planes de financiación para una unidad',
      description:
        'Los planes que pueden financiar `loan_amount` (en pesos); sin él, cada plan se cotiza por su máximo. Si no hay ninguno, la lista vacía con `message`.',
      requestParams: { query: creditFindQuerySchema },
      responses: {
        200: jsonAnswer(
          'Los planes.',
          dataOf(z.array(creditPlanSchema)).extend({
            message: z
              .string()
              .optional()
              .describe(
                'Solo cuando no hay planes: "No encontramos planes para ese monto. Probá con un monto menor a financiar."',
              ),
          }),
        ),
        ...refusals(400, 503),
      },
    },
  },
  [STOCK_SEARCH_PATH]: {
    get: {
      tags: ['Búsqueda de stock'],
      operationId: 'stockSearch',
      summary: 'Buscar unidades en stock de todas las marcas',
      description: `Las unidades que se pueden reservar ahora (una apartada por el pago de otro comprador no aparece), filtradas por marca (su slug), familia, carrocería, combustible, transmisión, precio final en pesos (una unidad en dólares se convierte a la cotización del día, y lo dice \`price_converted\`), año, color, sucursal y \`ofertas=1\` (solo las que tienen descuento). \`orden\`: precio, -precio, descuento o nuevos. Páginas de \`por_pagina\` unidades (${SEARCH_PAGE_SIZE} por defecto, ${SEARCH_PAGE_SIZE_MAX} como máximo) desde \`pagina=1\`. \`meta.facets\` dice, para cada opción de cada filtro, cuántas unidades deja con los demás filtros aplicados.`,
      requestParams: { query: stockSearchParamsSchema },
      responses: {
        200: jsonAnswer(
          'Una página de unidades y las opciones de cada filtro.',
          dataOf(z.array(stockSearchUnitSchema)).extend({ meta: stockSearchMetaSchema }),
        ),
        ...refusals(400, 503),
      },
    },
  },
};
