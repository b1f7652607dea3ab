import {
  advisorAssignmentSchema,
  deliveryScheduleSchema,
  operationNoteSchema,
  resendMailSchema,
  staffCancellationSchema,
} from '#domain/operation/operation-fulfilment-schemas';
import { type FieldErrors, refusedFields } from '#domain/shared/field-errors';
import type { DeskIntent } from './desk-actions';

/**
 * What is wrong with an action's input, checked at the confirmation step before anything is done (the fulfilment
 * checks it again when acting); null when nothing is. On the server only, so the desk's page ships no zod.
 */
export function deskInputErrors(
  intent: DeskIntent,
  fields: Record<string, string>,
): { message: string; fieldErrors: FieldErrors } | null {
  const result = schemaOf(intent)?.safeParse(fields);
  if (!result || result.success) return null;
  return refusedFields(result.error);
}

function schemaOf(intent: DeskIntent) {
  switch (intent) {
    case 'schedule_delivery':
      return deliveryScheduleSchema();
    case 'cancel':
      return staffCancellationSchema;
    case 'resend_mail':
      return resendMailSchema;
    case 'assign_advisor':
      return advisorAssignmentSchema;
    case 'note':
      return operationNoteSchema;
    default:
      return undefined;
  }
}
