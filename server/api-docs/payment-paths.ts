import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { SANDBOX_SECRET_HEADER } from '#domain/operation/payment';
import {
  cancellationOutcomeSchema,
  gatewayKindSchema,
  gatewayPaymentSchema,
  notificationOutcomeSchema,
  paymentCreatedSchema,
  paymentStartAnswerSchema,
  sandboxCardTokenSchema,
} from '#domain/operation/payment-answer-schemas';
import {
  cancellationSchema,
  paymentCreateSchema,
  paymentStartSchema,
  sandboxCardSchema,
  sandboxSettleSchema,
} from '#domain/operation/payment-schemas';
import {
  CANCELLATION_PATH,
  PAYMENT_CREATE_PATH,
  PAYMENT_START_PATH,
  PAYMENT_WEBHOOK_PREFIX,
} from '../payments';
import { dataOf, JSON_POST_REFUSALS, JSON_TYPE, jsonAnswer, refusal, refusals } from './responses';

/** docs/product.md §7 payments, notifications and the right to cancel, and the sandbox gateway's own endpoints. */

const PAYMENTS = 'Pagos y arrepentimiento';
const SANDBOX = 'Entorno de prueba de pagos';

const jsonBody = (schema: z.ZodType) => ({ required: true, content: { [JSON_TYPE]: { schema } } });

const operationCodePath = z.object({
  code: z.string().describe('El código de la operación.'),
});

const sandboxSecret = z.object({
  [SANDBOX_SECRET_HEADER]: z.string().describe('La clave del entorno de prueba (SANDBOX_WEBHOOK_SECRET).'),
});

const html = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });

export const paymentPaths: ZodOpenApiPathsObject = {
  [PAYMENT_START_PATH]: {
    post: {
      tags: [PAYMENTS],
      operationId: 'startPayment',
      summary: 'Apartar la unidad y abrir el pago de la seña',
      description:
        'Aparta la unidad para esta operación (20 minutos por defecto) y abre el pago (docs/product.md §D5). La operación tiene que tener completos los pasos 1 y 2.',
      requestBody: jsonBody(paymentStartSchema),
      responses: {
        200: jsonAnswer('El pago abierto.', dataOf(paymentStartAnswerSchema)),
        ...refusals(...JSON_POST_REFUSALS, 404, 409, 503),
      },
    },
  },
  [PAYMENT_CREATE_PATH]: {
    post: {
      tags: [PAYMENTS],
      operationId: 'createPayment',
      summary: 'Pagar la seña',
      description:
        'Crea el pago con lo que produjo el marco de pago: el token de la tarjeta, el medio y las cuotas. El importe sale de la base de datos, nunca de lo enviado (docs/product.md §D1).',
      requestBody: jsonBody(paymentCreateSchema),
      responses: {
        201: jsonAnswer('El pago creado y lo que hizo con la operación.', dataOf(paymentCreatedSchema)),
        ...refusals(...JSON_POST_REFUSALS, 404, 409, 502, 503),
      },
    },
  },
  [`${PAYMENT_WEBHOOK_PREFIX}{gateway}/{brand}`]: {
    post: {
      tags: [PAYMENTS],
      operationId: 'paymentNotification',
      summary: 'Notificación de la pasarela de pago',
      description:
        'Firmada como firma MercadoPago (`x-signature`, HMAC-SHA256, 5 minutos de tolerancia). Cada entrega se registra una vez, y el pago se vuelve a leer de la pasarela antes de cambiar nada (docs/product.md §D15).',
      requestParams: {
        path: z.object({
          gateway: gatewayKindSchema,
          brand: z.string().regex(/^\d+$/).describe('El id de la marca, cuya cuenta firmó.'),
        }),
        query: z.object({
          'data.id': z.string().optional().describe('El id del pago notificado.'),
          type: z.string().optional().describe('"payment" para un pago; otro tipo se ignora.'),
        }),
        header: z.object({
          'x-signature': z.string().describe('ts=…,v1=… (HMAC-SHA256).'),
          'x-request-id': z.string(),
        }),
      },
      requestBody: {
        content: {
          [JSON_TYPE]: {
            schema: z.object({
              type: z.string().optional(),
              data: z.object({ id: z.union([z.string(), z.number()]) }).optional(),
            }),
          },
        },
      },
      responses: {
        200: jsonAnswer('Qué hizo la notificación.', dataOf(notificationOutcomeSchema)),
        ...refusals(401, 404, 503),
      },
    },
  },
  [CANCELLATION_PATH]: {
    post: {
      tags: [PAYMENTS],
      operationId: 'cancelReservation',
      summary: 'Arrepentirse de una reserva',
      description:
        'El botón de arrepentimiento (docs/product.md §D6): con el código y el e-mail de la operación, dentro de los 10 días corridos desde el pago, devuelve la seña entera y manda el código de cancelación.',
      requestBody: jsonBody(cancellationSchema),
      responses: {
        200: jsonAnswer('La cancelación.', dataOf(cancellationOutcomeSchema)),
        ...refusals(...JSON_POST_REFUSALS),
        404: refusal(
          404,
          'No encontramos una operación con ese código (también con un e-mail que no es el suyo).',
        ),
        ...refusals(409, 422, 502, 503),
      },
    },
  },
  '/pagos/sandbox/{code}': {
    get: {
      tags: [PAYMENTS],
      operationId: 'sandboxPaymentFrame',
      summary: 'Marco de pago del entorno de prueba',
      description:
        'El documento que el paso 4 muestra en un iframe mientras el pago de la operación está abierto.',
      requestParams: { path: operationCodePath },
      responses: {
        200: html('El marco de pago.'),
        404: html('Este pago ya no está disponible.'),
        429: html('Demasiados intentos con códigos de operación.'),
      },
    },
  },
  '/pagos/mercadopago/{code}': {
    get: {
      tags: [PAYMENTS],
      operationId: 'mercadoPagoPaymentFrame',
      summary: 'Marco de pago de MercadoPago',
      description:
        'El documento con el Card Payment Brick de MercadoPago, mientras el pago de la operación está abierto.',
      requestParams: { path: operationCodePath },
      responses: {
        200: html('El marco de pago.'),
        404: html('Este pago ya no está disponible.'),
        429: html('Demasiados intentos con códigos de operación.'),
      },
    },
  },
  '/api/payments/sandbox/card-tokens': {
    post: {
      tags: [SANDBOX],
      operationId: 'sandboxCardToken',
      summary: 'Tokenizar una tarjeta de prueba',
      description:
        'Solo con el entorno de prueba activo. Sigue las tarjetas de prueba de MercadoPago: el titular APRO aprueba, CONT deja pendiente, OTHE rechaza.',
      requestBody: jsonBody(sandboxCardSchema),
      responses: {
        201: jsonAnswer('El token.', dataOf(sandboxCardTokenSchema)),
        ...refusals(...JSON_POST_REFUSALS),
      },
    },
  },
  '/api/payments/sandbox/payments/{id}/settle': {
    post: {
      tags: [SANDBOX],
      operationId: 'sandboxSettlePayment',
      summary: 'Resolver un pago pendiente de prueba',
      description:
        'Lo que un procesador hace después con un pago pendiente: aprobarlo o rechazarlo, y notificar.',
      requestParams: {
        path: z.object({ id: z.string().describe('El id del pago en la pasarela.') }),
        header: sandboxSecret,
      },
      requestBody: jsonBody(sandboxSettleSchema),
      responses: {
        200: jsonAnswer('El pago resuelto.', dataOf(gatewayPaymentSchema)),
        ...refusals(...JSON_POST_REFUSALS, 403, 404),
      },
    },
  },
  '/api/payments/sandbox/operations/{code}/settle': {
    post: {
      tags: [SANDBOX],
      operationId: 'sandboxSettleOperation',
      summary: 'Resolver el pago pendiente de una operación de prueba',
      requestParams: { path: operationCodePath, header: sandboxSecret },
      requestBody: jsonBody(sandboxSettleSchema),
      responses: {
        200: jsonAnswer('El pago resuelto.', dataOf(gatewayPaymentSchema)),
        ...refusals(...JSON_POST_REFUSALS, 403, 404, 503),
      },
    },
  },
};
