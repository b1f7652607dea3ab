import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { healthSchema, readinessSchema } from '#domain/shared/api-answer-schemas';
import { VEHICLE_BODY_STYLES } from '../vehicle-images';
import { jsonAnswer, refusal } from './responses';

/** What the server answers besides both APIs: its health, its files, its metrics, and this document. */

export const API_DOCS_PATH = '/api/docs';
export const OPENAPI_PATH = '/api/openapi.json';

const SERVICE = 'Estado del servicio';
const FILES = 'Archivos';
const DOCS = 'Documentación';

const notFoundText = {
  description: 'No existe ese archivo.',
  content: { 'text/plain': { schema: z.string() } },
};

export const servicePaths: ZodOpenApiPathsObject = {
  '/healthz': {
    get: {
      tags: [SERVICE],
      operationId: 'health',
      summary: 'El proceso está vivo',
      responses: { 200: jsonAnswer('Vivo.', healthSchema) },
    },
  },
  '/readyz': {
    get: {
      tags: [SERVICE],
      operationId: 'readiness',
      summary: 'El proceso puede atender',
      description: 'Listo cuando la base de datos responde y tiene todas las migraciones aplicadas.',
      responses: {
        200: jsonAnswer('Listo.', readinessSchema),
        503: jsonAnswer('Todavía no: la base no responde o faltan migraciones.', readinessSchema),
      },
    },
  },
  '/metrics': {
    get: {
      tags: [SERVICE],
      operationId: 'metrics',
      summary: 'Métricas para Prometheus',
      description:
        'En el puerto del sitio, solo con METRICS_TOKEN configurado y presentado como `Authorization: Bearer`; o en un puerto propio (METRICS_PORT), al que llega solo la red de monitoreo.',
      security: [{ metricsToken: [] }],
      responses: {
        200: {
          description: 'Las métricas, en el formato de texto de Prometheus.',
          content: { 'text/plain': { schema: z.string() } },
        },
        401: refusal(401, 'Falta el token de las métricas o no es válido.'),
      },
    },
  },
  '/media/{kind}/{file}': {
    get: {
      tags: [FILES],
      operationId: 'media',
      summary: 'Una imagen o un video del sitio',
      description:
        'Lo que se subió desde el back office. El nombre es el contenido, así que nunca cambia: se puede guardar un año. Acepta pedidos por rangos (`Range: bytes=…`).',
      requestParams: {
        path: z.object({
          kind: z.string().regex(/^[A-Za-z]+$/),
          file: z.string().regex(/^[0-9a-f]{32}\.(webp|mp4|webm)$/),
        }),
      },
      responses: {
        200: {
          description: 'El archivo.',
          content: {
            'image/webp': { schema: z.string().meta({ format: 'binary' }) },
            'video/mp4': { schema: z.string().meta({ format: 'binary' }) },
            'video/webm': { schema: z.string().meta({ format: 'binary' }) },
          },
        },
        206: { description: 'La parte pedida del archivo.' },
        404: notFoundText,
        416: { description: 'El rango pedido está fuera del archivo.' },
      },
    },
  },
  '/img/vehicles/{bodyStyle}/{color}': {
    get: {
      tags: [FILES],
      operationId: 'vehicleImage',
      summary: 'El dibujo de un vehículo',
      description: 'Una vista lateral por carrocería y color, para las familias sin foto.',
      requestParams: {
        path: z.object({
          bodyStyle: z.enum(VEHICLE_BODY_STYLES),
          color: z
            .string()
            .regex(/^[0-9a-fA-F]{6}\.svg$/)
            .describe('El color en hexadecimal, con .svg (por ejemplo, 1f3a93.svg).'),
        }),
      },
      responses: {
        200: { description: 'El dibujo.', content: { 'image/svg+xml': { schema: z.string() } } },
        404: refusal(404, 'Imagen no encontrada.'),
      },
    },
  },
  [OPENAPI_PATH]: {
    get: {
      tags: [DOCS],
      operationId: 'openApiDocument',
      summary: 'Este documento',
      responses: {
        200: {
          description: 'El documento OpenAPI 3.1 de la API.',
          content: { 'application/json': { schema: z.looseObject({ openapi: z.string() }) } },
        },
      },
    },
  },
  [API_DOCS_PATH]: {
    get: {
      tags: [DOCS],
      operationId: 'apiReference',
      summary: 'La referencia de la API, para leer',
      responses: { 200: { description: 'La página.', content: { 'text/html': { schema: z.string() } } } },
    },
  },
};
