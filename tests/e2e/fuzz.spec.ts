import { type APIResponse, expect, test } from '@playwright/test';
import fc from 'fast-check';
import { withQuery } from '#domain/shared/url-query';
import {
  type BrokenBody,
  brokenMultipartBodies,
  MULTIPART_BOUNDARY,
  postBroken,
  wholeMultipartBody,
} from '../support/broken-bodies';

/**
 * No input makes a 500: generated malformed variants of every endpoint's query, body and path, and of every page
 * route's parameters, sent to the built server. An answer of 500 or more fails the test with the requests that got it
 * (a 503 is an outage, not an input's fault, and never expected here either). Every POST also gets multipart bodies
 * that can't be read as forms, some abandoned by the client midway, after which the server must still be serving.
 *
 * Each target is a test of its own, sent RUNS batches of BATCH generated variants, each batch at once. The inputs
 * follow a fixed seed (one per target, from SEED), so a run sends what the previous one sent and a failure is replayed
 * by running the suite again; fast-check prints the seed and the smallest failing batch. To look further, send more or
 * other inputs: `FUZZ_RUNS=100 npx playwright test fuzz` (100 batches a target), `FUZZ_SEED=7 npx playwright test fuzz`.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 5);
const BATCH = 20;
const SEED = Number(process.env.FUZZ_SEED ?? 20_240_601);

/** Text that has broken servers: control characters, line breaks, bidi overrides, astral and fullwidth characters. */
const nasty = fc.oneof(
  fc.constantFrom(
    '\u0000',
    '%00',
    '\r\n',
    'a\r\nSet-Cookie: x=1',
    '\u202e',
    '😀',
    '１２３',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    'ﾟ',
    '\uffff',
    '-1',
    '1e309',
    '9'.repeat(40),
    '',
    ' ',
  ),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  // What a client can send: text without lone surrogates.
  fc
    .string({ unit: 'binary', maxLength: 30 })
    .filter((text) => !/[\ud800-\udfff]/u.test(text.replace(/[\ud800-\udbff][\udc00-\udfff]/g, ''))),
);

/** JSON nested 5,000 deep, as text: built as an object it would overflow the test's own stack. */
const DEEP_JSON = `{"website":${'['.repeat(5_000)}${']'.repeat(5_000)},"name":"a"}`;

const jsonValue = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nasty, { maxLength: 4 }),
  fc.dictionary(nasty, nasty, { maxKeys: 3 }),
);

/** A body as a careless client sends it: JSON of any shape, or not JSON at all, with any content type. */
const body = fc.oneof(
  fc.record({ kind: fc.constant('json' as const), value: jsonValue }),
  fc.record({
    kind: fc.constant('json' as const),
    value: fc.dictionary(
      fc.constantFrom(
        'code',
        'email',
        'stock_id',
        'brand_id',
        'chassis',
        'promotion_code',
        'version',
        'cash_amount',
        'credit_id',
        'credit_amount',
        'used_vehicles',
        'customer',
        'purchase',
        'codia',
        'year',
        'kms',
        'name',
        'lastname',
        'telephone',
        'message',
        'subject',
        'website',
        'status',
        'token',
        'installments',
        'type',
        'data',
      ),
      jsonValue,
      { maxKeys: 8 },
    ),
  }),
  fc.record({
    kind: fc.constant('raw' as const),
    value: fc.oneof(nasty, fc.constant(DEEP_JSON)),
    contentType: fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      '',
    ),
  }),
);

const query = fc.dictionary(
  fc.constantFrom(
    'id',
    'family',
    'family_id',
    'subfamily_id',
    'chassis',
    'brand_id',
    'code',
    'group',
    'vehicle',
    'loan_amount',
    'limit',
    'offset',
    'motivo',
  ),
  nasty,
  { maxKeys: 4 },
);

const GET_ENDPOINTS = [
  '/api/v2/territorio/parameter',
  '/api/v2/territorio/vehicle/service',
  '/api/promotion/discover',
  '/api/promotion',
  '/api/v2/territorio/dealership/parameters/brands',
  '/api/v2/territorio/dealership/parameters/models',
  '/api/v2/territorio/dealership/parameters/vehicles',
  '/v1/vw/stock/families',
  '/v1/vw/stock/subfamilies',
  '/v1/vw/offers',
  '/v1/vw/stock/stock',
  '/v1/vw/plan/find',
  '/v1/gm/stock/stock',
  '/v2/nissan/family',
  '/v2/nissan/subfamily',
  '/v2/nissan/model/stock',
  '/v2/baic/model/offers',
  '/v2/baic/usd/rate',
  '/v2/dealership/credit/find',
  '/sitemap.xml',
  '/robots.txt',
] as const;

const POST_ENDPOINTS = [
  '/api/v2/territorio/dealership/start',
  '/api/v2/territorio/dealership/update',
  '/api/v2/territorio/dealership/valuation',
  '/api/v2/territorio/contact',
  '/api/v2/territorio/price-request',
  '/api/v2/territorio/dealership/payment/start',
  '/api/v2/territorio/dealership/mp',
  '/api/v2/territorio/dealership/cancel',
  '/api/v2/territorio/dealership/webhooks/sandbox/1',
  '/api/v2/territorio/dealership/webhooks/mercadopago/1',
  '/api/payments/sandbox/card-tokens',
  '/cv',
  '/arrepentimiento',
] as const;

/** Page routes by their parameters: each `:name` gets generated text, percent-encoded as a browser would send it. */
const PAGE_ROUTES = [
  '/vehiculos-0km/:brand',
  '/vehiculos-0km/versiones/:brand/:family/:id',
  '/vehiculos-0km/reservar/:brand/:id/:family/:family_id/:model',
  '/concesionario-digital/:brand/:id/:family/:family_id/:model',
  '/concesionario-digital/:brand/:id/:family/:family_id/:model/:code',
  '/concesionario-digital/continue/:code',
  '/concesionario-digital/forma-de-pago/:code',
  '/concesionario-digital/vehiculo-usado/:code',
  '/concesionario-digital/finaciacion/:code',
  '/concesionario-digital/tus-datos/:code',
  '/concesionario-digital/revisar/:code',
  '/concesionario-digital/reserva/:code',
  '/concesionario-digital/reservado/:code',
  '/concesionario-digital/pendiente/:code',
  '/pagos/sandbox/:code',
  '/pagos/mercadopago/:code',
  '/oportunidades/:brand',
  '/planes-de-ahorro/:brand',
  '/noticias/:id/:slug',
  '/historias/:id/:slug',
  '/:anything',
] as const;

/** A job form with its file, as the multipart bodies below start from. */
const MULTIPART_FIELDS = { 'data[name]': 'Ana', 'data[lastname]': 'Pérez', 'data[email]': 'ana@example.com' };
const MULTIPART_FILE = {
  field: 'file',
  filename: 'cv.pdf',
  type: 'application/pdf',
  start: '%PDF-1.4 trunc',
};
const WHOLE_MULTIPART = wholeMultipartBody(MULTIPART_FIELDS, MULTIPART_FILE);

/**
 * A multipart form cut at a generated place, announced with its boundary, another one or none, and sent whole or
 * abandoned once written (as a body of announced length, or chunked).
 */
const cutMultipart = fc
  .record({
    cutAt: fc.integer({ min: 0, max: WHOLE_MULTIPART.length }),
    // What a header value can carry: visible ASCII (a client can't send control characters there).
    boundary: fc.oneof(fc.constant(MULTIPART_BOUNDARY), fc.constant(''), fc.stringMatching(/^[!-~]{1,80}$/)),
    ends: fc.constantFrom('whole' as const, 'aborted' as const),
    chunked: fc.boolean(),
  })
  .map(
    ({ cutAt, boundary, ends, chunked }): BrokenBody => ({
      name: `cut at ${cutAt}, boundary ${JSON.stringify(boundary)}, ${ends}${chunked ? ', chunked' : ''}`,
      contentType: boundary ? `multipart/form-data; boundary=${boundary}` : 'multipart/form-data',
      body: WHOLE_MULTIPART.slice(0, cutAt),
      ends,
      chunked,
    }),
  );

/** Each target's own seed: every endpoint and route gets inputs of its own. */
function seedOf(target: string): number {
  let hash = SEED;
  for (const char of target) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) | 0;
  return hash;
}

/**
 * The query as a careless client sends it. withQuery leaves out an empty value, which a client may still send
 * (`?id=`): those keys go on the path first, and withQuery appends the rest.
 */
function queryUrl(path: string, params: Record<string, string>): string {
  const empty = Object.keys(params).filter((key) => params[key] === '');
  return withQuery(empty.length > 0 ? `${path}?${empty.map((key) => `${key}=`).join('&')}` : path, params);
}

/** Sends a batch at once; fails with every request of it that was answered 500 or more. */
async function expectNoneAt500<T>(
  batch: readonly T[],
  send: (input: T) => { label: string; response: Promise<APIResponse> },
): Promise<void> {
  const answers = await Promise.all(
    batch.map(async (input) => {
      const { label, response } = send(input);
      return { request: label, status: (await response).status() };
    }),
  );
  expect(answers.filter(({ status }) => status >= 500)).toEqual([]);
}

test.describe('no input makes a 500', { tag: ['@http'] }, () => {
  test.describe.configure({ timeout: Math.max(30_000, RUNS * 3_000) });
  // A client of its own (the test server trusts one proxy hop): the look-ups by unknown code it sends by the hundred
  // spend its own limit, not that of the address the other specs speak from while it runs beside them.
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.250' } });

  for (const endpoint of GET_ENDPOINTS) {
    test(`GET ${endpoint}, with generated queries`, async ({ request }) => {
      await fc.assert(
        fc.asyncProperty(fc.array(query, { minLength: BATCH, maxLength: BATCH }), (batch) =>
          expectNoneAt500(batch, (params) => {
            const url = queryUrl(endpoint, params);
            return { label: `GET ${url}`, response: request.get(url, { maxRedirects: 0 }) };
          }),
        ),
        { numRuns: RUNS, seed: seedOf(endpoint) },
      );
    });
  }

  for (const endpoint of POST_ENDPOINTS) {
    test(`POST ${endpoint}, with generated bodies and content types`, async ({ request }) => {
      await fc.assert(
        fc.asyncProperty(fc.array(body, { minLength: BATCH, maxLength: BATCH }), (batch) =>
          expectNoneAt500(batch, (sent) => {
            const headers: Record<string, string> = {};
            if (sent.kind === 'json') headers['content-type'] = 'application/json';
            else if (sent.contentType) headers['content-type'] = sent.contentType;
            const data = sent.kind === 'json' ? JSON.stringify(sent.value) : sent.value;
            return {
              label: `POST ${endpoint} ${JSON.stringify(sent).slice(0, 200)}`,
              response: request.post(endpoint, { data, headers, maxRedirects: 0, failOnStatusCode: false }),
            };
          }),
        ),
        { numRuns: RUNS, seed: seedOf(endpoint) },
      );
    });
  }

  for (const endpoint of POST_ENDPOINTS) {
    test(`POST ${endpoint}, with multipart bodies cut short, malformed or abandoned midway`, async ({
      baseURL,
      request,
    }) => {
      const origin = baseURL ?? '';
      // A client of its own again, apart from the generated bodies above: each test spends its own post limit.
      const headers = { 'x-forwarded-for': '198.51.100.251' };
      const send = async (batch: readonly BrokenBody[]) => {
        const answers = await Promise.all(
          batch.map(async (broken) => ({
            request: `POST ${endpoint} ${broken.name}`,
            status: (await postBroken(origin, { path: endpoint, headers }, broken))?.status,
          })),
        );
        expect(answers.filter(({ status }) => status !== undefined && status >= 500)).toEqual([]);
        // Whatever the bodies were, the process is still there and answering.
        expect((await request.get('/healthz')).status()).toBe(200);
      };
      await send(brokenMultipartBodies(MULTIPART_FIELDS, MULTIPART_FILE));
      await fc.assert(
        fc.asyncProperty(fc.array(cutMultipart, { minLength: BATCH, maxLength: BATCH }), send),
        { numRuns: RUNS, seed: seedOf(`multipart ${endpoint}`) },
      );
    });
  }

  for (const route of PAGE_ROUTES) {
    test(`${route}, with generated parameters, as HTML and as React Router data`, async ({ request }) => {
      const variant = fc.tuple(fc.array(nasty, { minLength: 6, maxLength: 6 }), fc.boolean());
      await fc.assert(
        fc.asyncProperty(fc.array(variant, { minLength: BATCH, maxLength: BATCH }), (batch) =>
          expectNoneAt500(batch, ([values, data]) => {
            let index = 0;
            const path = route.replace(/:\w+/g, () => encodeURIComponent(values[index++] || 'x'));
            const url = data ? `${path}.data` : path;
            return { label: `GET ${url}`, response: request.get(url, { maxRedirects: 0 }) };
          }),
        ),
        { numRuns: RUNS, seed: seedOf(route) },
      );
    });
  }
});
