import { z } from 'zod';
import { currencySchema, stockUnitSchema } from '../catalogue/catalogue-answer-schemas';
import { OPERATION_STATUSES } from './operation-status';

/**
 * What the digital dealership's endpoints answer (docs/product.md §7 product API, §3 field names): the operation, the
 * promotions, the used-vehicle catalogue and a valuation. One home for each shape: domain/operation/operation.ts reads the
 * operation's types from here and the OpenAPI document is written from these schemas. Kept apart from it so that pages
 * showing an operation's figures do not download zod.
 */

const id = z.number().int().positive();
/** Whole pesos or dollars (docs/product.md §9: no fractions). */
const money = z.number().int();

export const fieldIssueSchema = z
  .object({
    field: z
      .string()
      .describe('El campo, con sus niveles separados por puntos (por ejemplo, "customer.dni").'),
    message: z.string().describe('El problema, en castellano, como se le muestra a la persona.'),
  })
  .meta({ id: 'FieldIssue' });

export const operationStatusSchema = z.enum(OPERATION_STATUSES).meta({
  id: 'OperationStatus',
  description:
    'started: recién empezada; payment_selected: el paso 1 puede seguir; data_complete: pasos 1 y 2 completos; ' +
    'payment_pending: la seña se está pagando y la unidad está apartada; reserved: reservada; cancelled: cancelada; ' +
    'expired: vencida.',
});

export const operationUsedVehicleSchema = z.object({
  id: z.string().describe('El id de la cotización: un usado es su cotización aceptada.'),
  valuation_id: z.string(),
  brand: z.string(),
  model: z.string(),
  vehicle: z.string(),
  kms: z.number().int().nonnegative(),
  year: z.number().int(),
  valuation: money.describe('Pesos, como se cotizó.'),
  expires_at: z.string().describe('Instante ISO 8601 en que vence la cotización.'),
});

export const operationPromotionSchema = z.object({
  code: z.string(),
  description: z.string(),
  money_discount: money.nullable(),
  percentage_discount: z.number().nullable(),
  discount: money.describe('Lo que descuenta de esta unidad, en la moneda del vehículo.'),
});

export const operationCustomerSchema = z.object({
  name: z.string(),
  lastname: z.string(),
  email: z.string(),
  telephone: z.string(),
  address: z.string(),
  dni: z.string(),
});

export const operationPurchaseSchema = z.object({
  email: z.string(),
  vehicle: stockUnitSchema
    .nullable()
    .describe('La unidad como la tiene el catálogo ahora; null si ya salió del stock.'),
  name: z.string(),
  lastname: z.string(),
  dni: z.string(),
  telephone: z.string(),
  birthdate: z.string().describe("'AAAA-MM-DD', o '' si no se indicó."),
  display_birthdate: z.string().describe("dd/mm/aaaa, o ''."),
  marital_status_id: z.number().int().nullable(),
  cuit: z.string().describe("El CUIT o CUIL para la factura, solo números, o '' si no se indicó."),
  iva_condition: z
    .string()
    .describe(
      "La condición frente al IVA: consumidor_final, monotributista, responsable_inscripto, exento, o ''.",
    ),
  transaction: z.object({ code: z.string() }),
});

export const operationAmountsSchema = z
  .object({
    unit_price: money,
    promotion_discount: money,
    total: money,
    cash: money,
    used_vehicles: money,
    credit: money,
    pending: money,
  })
  .describe('Cada importe en la moneda del vehículo.');

export const creditSelectionSchema = z.object({
  credit_id: z.number().int().nonnegative().describe('0 sin financiación.'),
  credit_name: z.string(),
  credit_amount: money.describe('Pesos.'),
  credit_installments: z.number().int().nonnegative(),
  credit_avg_installment: money.describe('Pesos: la cuota mensual, con el IVA sobre los intereses.'),
});

/** docs/product.md §3 operation, as POST …/start and …/update answer it. */
export const operationViewSchema = creditSelectionSchema
  .extend({
    code: z.string().describe('El código de la operación: 12 caracteres (docs/product.md §D4).'),
    status: operationStatusSchema,
    version: z
      .number()
      .int()
      .positive()
      .describe('Devolvela en la próxima actualización: una versión vieja se rechaza (409).'),
    brand_id: id,
    stock_id: id,
    family: z.string(),
    family_id: id,
    model: z.string(),
    chassis: z.string(),
    currency: currencySchema,
    usd_rate: z
      .number()
      .positive()
      .nullable()
      .describe('Pesos por dólar, fijados al empezar; null en pesos.'),
    email: z.string(),
    purchase: operationPurchaseSchema,
    customer: operationCustomerSchema,
    cash_amount: money.describe('En la moneda del vehículo.'),
    used_vehicles: z.array(operationUsedVehicleSchema),
    promotion: operationPromotionSchema.nullable(),
    credit_bank: z.string().describe("El banco de la financiación ('' sin financiación)."),
    credit_rate_pct: z.number().describe('Tasa nominal anual del plan, en porcentaje (0 sin financiación).'),
    credit_cft_pct: z
      .number()
      .describe('Costo financiero total del plan, en porcentaje (0 sin financiación).'),
    credit_requested_amount: money.describe('Pesos: lo que pidió financiar; 0 si pidió el máximo del plan.'),
    amounts: operationAmountsSchema,
    adjustments: z
      .array(fieldIssueSchema)
      .describe(
        'Lo que el servidor cambió de lo enviado, y por qué; solo en la respuesta a esa actualización.',
      ),
    total_amount: money,
    pending_amount: money,
    deposit: money.describe('La seña, siempre en pesos (docs/product.md §D1).'),
    vehicle_available: z
      .boolean()
      .describe('false si la unidad se vendió o está apartada o reservada para otra persona.'),
    can_continue: z.object({ payment: z.boolean(), personal_data: z.boolean() }),
    personal_data_issues: z.array(fieldIssueSchema).describe('Por qué el paso 2 todavía no puede seguir.'),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Operation' });

export const publicPromotionSchema = z
  .object({
    code: z.string(),
    description: z.string(),
    money_discount: money.nullable(),
    percentage_discount: z.number().nullable(),
  })
  .meta({ id: 'Promotion' });

export const usedBrandSchema = z.object({ id, name: z.string() }).meta({ id: 'UsedBrand' });
export const usedModelSchema = z.object({ id, name: z.string() }).meta({ id: 'UsedModel' });
export const usedVersionSchema = z
  .object({
    codia: z.number().int().positive(),
    description: z.string(),
    years: z
      .array(z.number().int())
      .nullable()
      .describe('Los años con precio de guía, que se pueden cotizar.'),
  })
  .meta({ id: 'UsedVersion' });

/** POST …/valuation: the quote as `data` (docs/product.md §7 reads it there), and the stored valuation with its id. */
export const valuationAnswerSchema = z.object({
  data: money.describe('La cotización, en pesos.'),
  valuation: z
    .object({
      id: z.string().describe('Con este id la operación se refiere a la cotización (used_vehicles).'),
      amount: money,
      currency: z.literal('ars'),
      expires_at: z.string(),
      codia: z.number().int().positive(),
      brand: z.string(),
      model: z.string(),
      vehicle: z.string(),
      year: z.number().int(),
      kms: z.number().int().nonnegative(),
    })
    .meta({ id: 'Valuation' }),
});
