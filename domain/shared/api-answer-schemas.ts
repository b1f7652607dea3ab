import { z } from 'zod';
import { fieldIssueSchema } from '../operation/operation-answer-schemas';

/**
 * The answers every part of the API shares: the Spanish error body (docs/product.md §5, §8) and the process's health.
 * The OpenAPI document describes every refusal with these.
 */

/** Every refusal: the Spanish message to show, and for a refused field, one issue per field. */
export const apiErrorSchema = z
  .object({
    error: z.string().describe('Qué pasó, en castellano, para mostrarlo tal cual.'),
    issues: z
      .array(fieldIssueSchema)
      .optional()
      .describe('Un problema por campo, cuando se rechazó lo enviado.'),
  })
  .meta({ id: 'Error' });

export const healthSchema = z.object({ status: z.literal('ok') });

export const readinessSchema = z.object({
  status: z
    .enum(['ready', 'migrations pending', 'database unavailable'])
    .describe('ready: la base responde y tiene todas las migraciones.'),
});

/** What a lead's endpoint answers: its id and the acknowledgement to show (docs/product.md §7). */
export const leadReceivedSchema = z
  .object({ id: z.number().int().positive(), message: z.string() })
  .meta({ id: 'LeadReceived' });
