import type { z } from 'zod';
import { visitSourceFormField, visitSourceSchema } from '../shared/visit-source';
import {
  contactSchema,
  jobApplicationSchema,
  namesAVehicle,
  priceRequestFieldsSchema,
  VEHICLE_MISSING_ISSUE,
} from './leads';

/*
 * The lead forms as the server reads them: each form's fields (./leads.ts) and where the visitor came from,
 * `source` (docs/decisions/0064). Apart from the forms' schemas, which the pages check with before they send, so the
 * pages' scripts don't carry it.
 */

export const contactApiSchema = contactSchema.extend({ source: visitSourceSchema.optional() });

export const priceRequestApiFieldsSchema = priceRequestFieldsSchema.extend({
  source: visitSourceSchema.optional(),
});

export const priceRequestApiSchema = priceRequestApiFieldsSchema.refine(namesAVehicle, VEHICLE_MISSING_ISSUE);

/** The job form is a multipart post: its `source` is the same object, written as JSON. */
export const jobApplicationApiSchema = jobApplicationSchema.extend({ source: visitSourceFormField });
export type JobApplicationApiInput = z.output<typeof jobApplicationApiSchema>;
