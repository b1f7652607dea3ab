import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { SAVED_UNITS_MAX, SAVED_UNITS_PATH } from '#domain/catalogue/catalogue';
import { savedUnitSchema } from '#domain/catalogue/catalogue-answer-schemas';
import { savedUnitsQuerySchema } from '#domain/catalogue/catalogue-queries';
import {
  promotionDiscoverQuerySchema,
  promotionQuerySchema,
} from '#domain/catalogue/promotion-query-schemas';
import { alertRequestSchema, unitAlertAliasSchema } from '#domain/content/alert-request-schemas';
import {
  ALERT_ACTIVE_CAP,
  ALERT_DAILY_MAIL_CAP,
  ALERT_ONE_CLICK_PREFIX,
  ALERTS_PATH,
  UNIT_ALERT_PATH,
} from '#domain/content/alerts';
import { parametersSchema, serviceCategorySchema } from '#domain/content/content-answer-schemas';
import {
  contactApiSchema,
  jobApplicationApiSchema,
  priceRequestApiFieldsSchema,
} from '#domain/content/lead-api-schemas';
import { CV_ERROR_REASONS } from '#domain/content/leads';
import {
  fieldIssueSchema,
  operationViewSchema,
  publicPromotionSchema,
  usedBrandSchema,
  usedModelSchema,
  usedVersionSchema,
  valuationAnswerSchema,
} from '#domain/operation/operation-answer-schemas';
import { startOperationSchema, updateOperationSchema } from '#domain/operation/operation-schemas';
import {
  usedModelsQuerySchema,
  usedVersionsQuerySchema,
  valuationRequestSchema,
} from '#domain/operation/valuation';
import { apiErrorSchema, leadReceivedSchema } from '#domain/shared/api-answer-schemas';
import {
  testDriveBookedSchema,
  testDriveSlotsSchema,
  testDriveTakenSchema,
} from '#domain/test-drive/test-drive-answer-schemas';
import { testDriveApiSchema, testDriveSlotsQuerySchema } from '#domain/test-drive/test-drive-schemas';
import { DEALERSHIP_START_PATH, DEALERSHIP_UPDATE_PATH } from '../dealership';
import { CV_ERROR_PATH, CV_RECEIVED_PATH } from '../leads';
import { TEST_DRIVE_BOOKING_PATH, TEST_DRIVE_SLOTS_PATH } from '../test-drives';
import { dataOf, JSON_POST_REFUSALS, JSON_TYPE, jsonAnswer, refusal, refusals } from './responses';

/** The product API (docs/product.md §7): the site's content, the digital dealership, and the leads. */

const CONTENT = 'Contenido del sitio';
const DEALERSHIP = 'Concesionario digital';
const LEADS = 'Consultas';
const ALERTS = 'Avisos por e-mail';
const TEST_DRIVES = 'Pruebas de manejo';

const jsonBody = (schema: z.ZodType) => ({ required: true, content: { [JSON_TYPE]: { schema } } });

/** The honeypot field (domain/content/leads.ts) is a trap for bots: a client is not told about it. */
const withoutHoneypot = <T extends z.ZodObject>(schema: T) => schema.omit({ website: true });

/** The alert's body, one shape per kind, as a client sends it. */
const [priceDropRequest, unitFreeRequest, savedSearchRequest] = alertRequestSchema.options;
const alertRequestBody = z
  .discriminatedUnion('kind', [
    withoutHoneypot(priceDropRequest),
    withoutHoneypot(unitFreeRequest),
    withoutHoneypot(savedSearchRequest),
  ])
  .meta({ id: 'AlertRequest' });

const alertReceived = jsonAnswer(
  'Recibido: el e-mail que pide confirmar el aviso está en camino (o el aviso ya estaba confirmado). El texto para mostrar.',
  dataOf(z.object({ message: z.string() }).meta({ id: 'AlertReceived' })),
);

/** docs/product.md §7 names the job form's fields data[name]…; the file goes as `file`. */
const jobApplicationForm = z.object({
  ...Object.fromEntries(
    Object.entries(withoutHoneypot(jobApplicationApiSchema).shape).map(([field, schema]) => [
      `data[${field}]`,
      schema,
    ]),
  ),
  file: z.file().describe('El currículum: PDF o Word (se comprueba por su contenido), 5 MB como máximo.'),
});

/**
 * The start body as a client sends it: `mode` is the server's own tag, set from `code` before the schema reads it
 * (domain/operation/operation-schemas.ts), so the document leaves it out; and with it gone the two shapes may overlap.
 */
function clientStartBody(input: z.ZodType) {
  return input.meta({
    override: ({ jsonSchema }) => {
      const shapes = jsonSchema.oneOf ?? jsonSchema.anyOf ?? [];
      for (const shape of shapes) {
        if (typeof shape === 'boolean') continue;
        delete shape.properties?.mode;
        shape.required = shape.required?.filter((field) => field !== 'mode');
      }
      jsonSchema.anyOf = shapes;
      delete jsonSchema.oneOf;
    },
  });
}

const operationAnswer = (description: string) => jsonAnswer(description, dataOf(operationViewSchema));

/** A stale update and a locked operation carry the current operation, so the page can show it. */
const operationConflict = jsonAnswer(
  'La operación cambió en otra pestaña o ya no se puede modificar (pagada, reservada, cancelada, vencida), o la unidad está apartada o reservada para otra persona. Con la operación, cuando se conoce.',
  apiErrorSchema.extend({ data: operationViewSchema.optional() }),
);

const cvRedirect = {
  description: `Sin \`Accept: application/json\`: redirige a ${CV_RECEIVED_PATH} si se recibió, o a ${CV_ERROR_PATH}?motivo=${CV_ERROR_REASONS.join('|')} (sin motivo si la falla fue nuestra).`,
  headers: z.object({ location: z.string().describe('La página que explica el resultado.') }),
};

export const productPaths: ZodOpenApiPathsObject = {
  '/api/v2/territorio/parameter': {
    get: {
      tags: [CONTENT],
      operationId: 'parameters',
      summary: 'Parámetros del sitio',
      description:
        'Contactos, noticias, historias, banners, popups, sucursales, la seña de cada marca y los enlaces del sitio. Se puede guardar 60 segundos.',
      responses: {
        200: jsonAnswer('Los parámetros.', dataOf(parametersSchema)),
        ...refusals(503),
      },
    },
  },
  '/api/v2/territorio/vehicle/service': {
    get: {
      tags: [CONTENT],
      operationId: 'serviceCategories',
      summary: 'Servicios de postventa y sus precios',
      responses: {
        200: jsonAnswer('Las categorías con sus servicios.', dataOf(z.array(serviceCategorySchema))),
        ...refusals(503),
      },
    },
  },
  [DEALERSHIP_START_PATH]: {
    post: {
      tags: [DEALERSHIP],
      operationId: 'startOperation',
      summary: 'Empezar o retomar una operación',
      description:
        'Con `code`, retoma esa operación. Si no, empieza una con `email`, `stock_id` y `brand_id` (y opcionalmente `promotion_code`); `fullprice` y `special_discount` se ignoran: el servidor calcula cada importe (docs/product.md §D2). La operación nueva recibe su código por e-mail.',
      requestBody: jsonBody(clientStartBody(startOperationSchema)),
      responses: {
        200: operationAnswer('La operación retomada.'),
        201: operationAnswer('La operación nueva.'),
        ...refusals(...JSON_POST_REFUSALS),
        404: refusal(404, 'No existe una operación con ese código, o la unidad ya no está en stock.'),
        409: operationConflict,
        ...refusals(422, 503),
      },
    },
  },
  [DEALERSHIP_UPDATE_PATH]: {
    post: {
      tags: [DEALERSHIP],
      operationId: 'updateOperation',
      summary: 'Actualizar una operación',
      description:
        'Con el `code` y la `version` que tiene el cliente, lo que la persona cambió (o la operación entera como la devolvió la anterior). Solo se lee lo que la persona puede cambiar: e-mail, efectivo, usados (por `valuation_id`), plan y monto a financiar, y los datos personales; lo que no se envía queda como está. Una versión vieja se acepta si ninguno de los campos que cambia cambió desde esa versión; si no, 409 con la operación actual. Un valor que no es válido no frena a los demás: se guardan, y `refused` nombra cada campo rechazado con su motivo. `adjustments` dice qué corrigió el servidor y por qué.',
      requestBody: jsonBody(updateOperationSchema),
      responses: {
        200: jsonAnswer(
          'La operación actualizada.',
          dataOf(operationViewSchema).extend({
            refused: z
              .array(fieldIssueSchema)
              .optional()
              .describe(
                'Los campos enviados que no se guardaron, cada uno con su motivo; solo cuando hubo alguno.',
              ),
          }),
        ),
        400: refusal(400, 'No se pudo leer el código o la versión de la operación.'),
        404: refusal(404, 'No existe una operación con ese código.'),
        409: operationConflict,
        ...refusals(413, 415, 422, 429, 503),
      },
    },
  },
  '/api/promotion/discover': {
    get: {
      tags: [DEALERSHIP],
      operationId: 'discoverPromotion',
      summary: 'La promoción sin código para un vehículo',
      description:
        'La promoción que se ofrece sin código para ese vehículo, o null; gana el alcance más específico (chasis, familia, marca, todos). En `family` los guiones van como espacios.',
      requestParams: { query: promotionDiscoverQuerySchema },
      responses: {
        200: jsonAnswer('La promoción, o null.', dataOf(publicPromotionSchema.nullable())),
        ...refusals(400, 503),
      },
    },
  },
  '/api/promotion': {
    get: {
      tags: [DEALERSHIP],
      operationId: 'checkPromotion',
      summary: 'Comprobar un código de descuento',
      description: 'Comprueba el código contra su alcance, sus fechas y su límite de usos.',
      requestParams: { query: promotionQuerySchema },
      responses: {
        200: jsonAnswer('La promoción del código.', dataOf(publicPromotionSchema)),
        400: refusal(400),
        404: refusal(
          404,
          'El código no vale para este vehículo, venció, todavía no está vigente o alcanzó su límite de usos: `error` dice cuál.',
        ),
        ...refusals(503),
      },
    },
  },
  '/api/v2/territorio/dealership/parameters/brands': {
    get: {
      tags: [DEALERSHIP],
      operationId: 'usedBrands',
      summary: 'Marcas de usados',
      responses: {
        200: jsonAnswer('Las marcas.', dataOf(z.array(usedBrandSchema))),
        ...refusals(503),
      },
    },
  },
  '/api/v2/territorio/dealership/parameters/models': {
    get: {
      tags: [DEALERSHIP],
      operationId: 'usedModels',
      summary: 'Modelos de usados de una marca',
      requestParams: { query: usedModelsQuerySchema },
      responses: {
        200: jsonAnswer('Los modelos.', dataOf(z.array(usedModelSchema))),
        ...refusals(400, 503),
      },
    },
  },
  '/api/v2/territorio/dealership/parameters/vehicles': {
    get: {
      tags: [DEALERSHIP],
      operationId: 'usedVersions',
      summary: 'Versiones de usados de un modelo',
      requestParams: { query: usedVersionsQuerySchema },
      responses: {
        200: jsonAnswer(
          'Las versiones, con los años que se pueden cotizar.',
          dataOf(z.array(usedVersionSchema)),
        ),
        ...refusals(400, 503),
      },
    },
  },
  '/api/v2/territorio/dealership/valuation': {
    post: {
      tags: [DEALERSHIP],
      operationId: 'valueUsedVehicle',
      summary: 'Cotizar un usado',
      description:
        'Cotiza la versión (`codia`), el año y los kilómetros. La cotización se guarda siete días; la operación se refiere a ella por su id.',
      requestBody: jsonBody(valuationRequestSchema),
      responses: {
        201: jsonAnswer('La cotización.', valuationAnswerSchema),
        ...refusals(...JSON_POST_REFUSALS),
        422: refusal(
          422,
          'La guía no tiene precio para esa versión y ese año: "No pudimos realizar la cotización de tu vehículo."',
        ),
        ...refusals(503),
      },
    },
  },
  '/api/v2/territorio/contact': {
    post: {
      tags: [LEADS],
      operationId: 'contact',
      summary: 'Enviar un mensaje de contacto',
      description:
        'Se guarda primero; los e-mails (al área de ventas de la marca del mensaje y el acuse a quien escribe) salen después, desde la bandeja de salida. El vehículo del mensaje, si lo hay, se indica con los ids del catálogo (`brand_id`, `family_id`, `version_id`, `stock_id`): el servidor lee sus nombres y comprueba que correspondan entre sí, o responde 400.',
      requestBody: jsonBody(withoutHoneypot(contactApiSchema)),
      responses: {
        201: jsonAnswer('Recibido: el texto para mostrar.', dataOf(leadReceivedSchema)),
        ...refusals(...JSON_POST_REFUSALS, 503),
      },
    },
  },
  '/api/v2/territorio/price-request': {
    post: {
      tags: [LEADS],
      operationId: 'priceRequest',
      summary: 'Pedir precios de un vehículo',
      description:
        'El vehículo se indica con los ids del catálogo (`brand_id`, `family_id`, `version_id`, `stock_id`: el servidor lee sus nombres y comprueba que correspondan entre sí, o responde 400) o, si no, con `vehicle`, un nombre. El mismo pedido (el mismo e-mail y el mismo vehículo) dentro de las 24 horas es el mismo pedido: se responde con su número y no se guarda ni se envía de nuevo. Cada pedido va al área de ventas de su marca.',
      requestBody: jsonBody(withoutHoneypot(priceRequestApiFieldsSchema)),
      responses: {
        201: jsonAnswer('Recibido: el texto para mostrar.', dataOf(leadReceivedSchema)),
        ...refusals(...JSON_POST_REFUSALS, 503),
      },
    },
  },
  [SAVED_UNITS_PATH]: {
    get: {
      tags: [CONTENT],
      operationId: 'savedUnits',
      summary: 'Las unidades guardadas en favoritos',
      description: `Las unidades de esos ids que siguen en stock, de cualquier marca, en el orden pedido, con su estado (disponible, apartada o reservada) y su foto chica: lo que muestra /favoritos. Una unidad vendida o que salió del stock no aparece. Hasta ${SAVED_UNITS_MAX} ids por pedido.`,
      requestParams: { query: savedUnitsQuerySchema },
      responses: {
        200: jsonAnswer('Las unidades que siguen en stock.', dataOf(z.array(savedUnitSchema))),
        ...refusals(400, 503),
      },
    },
  },
  [ALERTS_PATH]: {
    post: {
      tags: [ALERTS],
      operationId: 'requestAlert',
      summary: 'Pedir un aviso por e-mail',
      description: `Tres clases: \`price_drop\` (si baja el precio final de una unidad, en su moneda), \`unit_free\` (si se libera una unidad que el pago de otro comprador tiene apartada; una sola vez) y \`saved_search\` (cuando entra una unidad que coincide con una búsqueda). Doble confirmación: se envía un e-mail con un enlace para confirmar, y nada más hasta que se confirma. Cada e-mail trae un enlace de baja y los encabezados \`List-Unsubscribe\` y \`List-Unsubscribe-Post\` (RFC 8058). Pedir lo mismo otra vez con el mismo e-mail es el mismo aviso. Hasta ${ALERT_ACTIVE_CAP} avisos por e-mail y ${ALERT_DAILY_MAIL_CAP} e-mails de avisos por día a una dirección. \`consent\` debe ser \`true\` (Ley 25.326).`,
      requestBody: jsonBody(alertRequestBody),
      responses: {
        201: alertReceived,
        404: refusal(404, 'La unidad ya no está en el stock.'),
        409: refusal(
          409,
          'La unidad está reservada, o (para `unit_free`) ya está disponible; o la dirección llegó a su máximo de avisos o de e-mails de hoy.',
        ),
        ...refusals(...JSON_POST_REFUSALS, 503),
      },
    },
  },
  [UNIT_ALERT_PATH]: {
    post: {
      tags: [ALERTS],
      operationId: 'unitAlert',
      summary: 'Pedir un aviso si se libera una unidad apartada (forma anterior)',
      description: `La forma anterior de \`${ALERTS_PATH}\` con \`kind: unit_free\`: el mismo aviso, con la misma doble confirmación; el consentimiento es la confirmación desde el e-mail.`,
      requestBody: jsonBody(withoutHoneypot(unitAlertAliasSchema)),
      responses: {
        201: alertReceived,
        404: refusal(404, 'La unidad ya no está en el stock.'),
        409: refusal(
          409,
          'La unidad ya está disponible, o ya está reservada; o la dirección llegó a su máximo.',
        ),
        ...refusals(...JSON_POST_REFUSALS, 503),
      },
    },
  },
  [TEST_DRIVE_SLOTS_PATH]: {
    get: {
      tags: [TEST_DRIVES],
      operationId: 'testDriveSlots',
      summary: 'Ver los turnos libres para una prueba de manejo',
      description:
        'Los turnos libres de la unidad de prueba de una versión en una sucursal: dentro del horario de la sucursal, sin feriados nacionales ni cierres, desde `from` (hoy si no se indica) hasta 14 días desde hoy, en Mendoza, con una hora de anticipación. Cambian con cada reserva: no se guardan en ninguna caché.',
      requestParams: { query: testDriveSlotsQuerySchema },
      responses: {
        200: jsonAnswer('Los turnos libres, día por día.', dataOf(testDriveSlotsSchema)),
        404: refusal(404, 'La sucursal no existe, o no tiene una unidad de prueba de esa versión.'),
        ...refusals(400, 503),
      },
    },
  },
  [TEST_DRIVE_BOOKING_PATH]: {
    post: {
      tags: [TEST_DRIVES],
      operationId: 'bookTestDrive',
      summary: 'Reservar una prueba de manejo',
      description:
        'Reserva un turno de los que devuelve `testDriveSlots`. El comprador recibe un e-mail con el turno como evento de calendario (.ics) y el enlace firmado para verlo, cambiarlo o cancelarlo; la reserva llega como consulta al equipo de ventas de la marca. Un turno es de una sola persona: la base de datos rechaza el segundo, y quien llega tarde recibe 409 con los próximos turnos libres.',
      requestBody: jsonBody(withoutHoneypot(testDriveApiSchema)),
      responses: {
        201: jsonAnswer('Reservada.', dataOf(testDriveBookedSchema)),
        404: refusal(404, 'La sucursal no existe, o no tiene una unidad de prueba de esa versión.'),
        409: jsonAnswer(
          'Ese horario se acaba de ocupar: `next_slots` trae los próximos libres.',
          testDriveTakenSchema,
        ),
        422: refusal(
          422,
          'El horario no es uno de los turnos de la sucursal (fuera de horario, un día cerrado, ya pasó).',
        ),
        ...refusals(...JSON_POST_REFUSALS, 503),
      },
    },
  },
  [`${ALERT_ONE_CLICK_PREFIX}/{token}`]: {
    post: {
      tags: [ALERTS],
      operationId: 'unsubscribeAlertOneClick',
      summary: 'Darse de baja de un aviso con un clic (RFC 8058)',
      description:
        'La dirección del encabezado `List-Unsubscribe` de cada e-mail de un aviso: el cliente de correo envía `List-Unsubscribe=One-Click` y el aviso se borra. No hace falta cuerpo ni sesión; un aviso que ya no existe también responde 200.',
      requestParams: {
        path: z.object({ token: z.string().meta({ description: 'El token del enlace del e-mail.' }) }),
      },
      responses: {
        200: jsonAnswer(
          'El aviso ya no existe: no se envía nada más.',
          dataOf(z.object({ message: z.string() }).meta({ id: 'AlertUnsubscribed' })),
        ),
        404: refusal(404, 'El enlace no es válido.'),
        ...refusals(429, 503),
      },
    },
  },
  '/cv': {
    post: {
      tags: [LEADS],
      operationId: 'jobApplication',
      summary: 'Postularse a un empleo',
      description:
        'Un formulario multipart con los datos y el currículum. Con `Accept: application/json` contesta JSON; si no, redirige a la página del resultado, así funciona sin JavaScript. Se reciben cuatro currículums a la vez; el quinto espera hasta 10 segundos y después recibe 503.',
      requestBody: { required: true, content: { 'multipart/form-data': { schema: jobApplicationForm } } },
      responses: {
        201: jsonAnswer('Recibido: el texto para mostrar.', dataOf(leadReceivedSchema)),
        303: cvRedirect,
        400: refusal(400),
        413: refusal(413, 'El currículum supera los 5 MB.'),
        415: refusal(415, 'No es un formulario, o el archivo no es PDF ni Word.'),
        ...refusals(429, 503),
      },
    },
  },
};
