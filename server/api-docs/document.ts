import { createDocument } from 'zod-openapi';
import { cataloguePaths } from './catalogue-paths';
import { paymentPaths } from './payment-paths';
import { productPaths } from './product-paths';
import { servicePaths } from './service-paths';

/**
 * The OpenAPI 3.1 document of the product API and the dealer-intranet catalogue API (docs/product.md §7), written from
 * the zod schemas the server validates requests with and the ones that give each answer its shape
 * (docs/decisions/0051). The document's own version: raise it when an operation changes in a way a client notices.
 */
const DOCUMENT_VERSION = '1.0.0';

function buildDocument() {
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'API de Territorio',
      version: DOCUMENT_VERSION,
      description: [
        'La API de producto del sitio y la API de catálogo de la intranet de la concesionaria (docs/product.md §7).',
        '',
        'Cada respuesta correcta es JSON con `{"data": ...}`; cada rechazo, `{"error": "…"}` en castellano, con `issues` (un problema por campo) cuando lo enviado no es válido. Los cuerpos van en JSON (`application/json`, 64 KB como máximo), salvo el currículum. Cada cliente puede hacer 10 POST por ruta por minuto. Mientras la base de datos no responde, las operaciones que la necesitan contestan 503 con `Retry-After`.',
        '',
        'Las lecturas públicas traen `ETag` y se pueden guardar: `Cache-Control: public, max-age=0, s-maxage=30, stale-while-revalidate=60` (docs/decisions/0020).',
      ].join('\n'),
    },
    tags: [
      {
        name: 'Catálogo de la intranet',
        description: 'GET solamente; cada marca en sus rutas (docs/product.md §7).',
      },
      {
        name: 'Búsqueda de stock',
        description:
          'Todas las unidades que se pueden reservar ahora, de todas las marcas, con filtros, orden, páginas y cuántas deja cada opción.',
      },
      { name: 'Contenido del sitio' },
      {
        name: 'Concesionario digital',
        description: 'La reserva online: la operación, las promociones y los usados.',
      },
      { name: 'Pagos y arrepentimiento' },
      {
        name: 'Entorno de prueba de pagos',
        description: 'Solo cuando el entorno de prueba de pagos está activo.',
      },
      { name: 'Consultas' },
      {
        name: 'Avisos por e-mail',
        description:
          'Si baja el precio, si se libera una unidad, cuando entre una unidad así: con doble confirmación y baja con un clic.',
      },
      {
        name: 'Pruebas de manejo',
        description: 'Los turnos libres de las unidades de prueba de cada sucursal, y la reserva de uno.',
      },
      { name: 'Estado del servicio' },
      { name: 'Archivos' },
      { name: 'Documentación' },
    ],
    paths: { ...cataloguePaths, ...productPaths, ...paymentPaths, ...servicePaths },
    components: {
      securitySchemes: { metricsToken: { type: 'http', scheme: 'bearer' } },
    },
  });
}

let built: ReturnType<typeof buildDocument> | undefined;

/** Built once per process, on first use: the schemas do not change while it runs. */
export function openApiDocument() {
  built ??= buildDocument();
  return built;
}
