import { z } from 'zod';
import { fieldIssueSchema } from '../operation/operation-answer-schemas';
import { TEST_DRIVE_STATES } from './test-drive';

/**
 * The test drives' answers in the product API (docs/product.md §7 "Test drives"), as the OpenAPI document describes
 * them (server/api-docs). Instants are ISO 8601 in UTC; `time` and `date` are Mendoza's.
 */

const slotSchema = z
  .object({
    starts_at: z.string().describe('El comienzo del turno (ISO 8601, UTC).'),
    time: z
      .string()
      .regex(/^\d{2}:\d{2}$/)
      .describe('La hora en Mendoza.'),
  })
  .meta({ id: 'TestDriveSlot' });

const branchSchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    address: z.string(),
    map_url: z.string(),
  })
  .meta({ id: 'TestDriveBranch' });

export const testDriveSlotsSchema = z
  .object({
    branch: branchSchema,
    version_id: z.number().int().positive(),
    slot_minutes: z.number().int().positive().describe('Lo que dura cada turno en esa sucursal.'),
    days: z
      .array(
        z.object({
          date: z
            .string()
            .regex(/^\d{4}-\d{2}-\d{2}$/)
            .describe('El día en Mendoza.'),
          slots: z.array(slotSchema),
        }),
      )
      .describe('Los días con algún turno libre, desde `from` hasta 14 días desde hoy.'),
  })
  .meta({ id: 'TestDriveSlots' });

export const testDriveBookedSchema = z
  .object({
    code: z.string(),
    state: z.enum(TEST_DRIVE_STATES),
    starts_at: z.string(),
    ends_at: z.string(),
    vehicle: z.string(),
    version_id: z.number().int(),
    branch: branchSchema,
    url: z.string().describe('La página del turno, firmada: para verlo, cambiarlo o cancelarlo.'),
    message: z.string().describe('El texto para mostrar.'),
  })
  .meta({ id: 'TestDriveBooked' });

/** A slot taken under the buyer (409): the message and the next free slots. */
export const testDriveTakenSchema = z
  .object({
    error: z.string(),
    issues: z.array(fieldIssueSchema).optional(),
    next_slots: z.array(slotSchema).optional().describe('Los próximos turnos libres de esa unidad.'),
  })
  .meta({ id: 'TestDriveRefused' });
