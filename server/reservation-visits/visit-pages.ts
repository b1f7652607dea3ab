import {
  RESERVATION_VISIT_INTENTS,
  type ReservationVisitPagesSource,
  type ReservationVisitResult,
} from '#domain/operation/reservation-visit';
import { slotChoiceSchema } from '#domain/test-drive/test-drive-schemas';
import type { ReservationVisitService } from './visit-service';

const badChoice = (message: string): ReservationVisitResult => ({ ok: false, status: 400, message });

/** The pages' forms, read by the slot choice's schema (domain/test-drive/test-drive-schemas.ts). */
export function reservationVisitPagesSource(service: ReservationVisitService): ReservationVisitPagesSource {
  const slotOf = (fields: Record<string, string>) => slotChoiceSchema.safeParse(fields);

  return {
    view: (code) => service.view(code),

    async book(code, fields) {
      const parsed = slotOf(fields);
      if (!parsed.success) return badChoice(parsed.error.issues[0]?.message ?? '');
      return service.book(code, parsed.data.starts_at);
    },

    async act(code, fields) {
      if (fields.intent === RESERVATION_VISIT_INTENTS.cancel) return service.cancel(code);
      const parsed = slotOf(fields);
      if (!parsed.success) return badChoice(parsed.error.issues[0]?.message ?? '');
      return fields.intent === RESERVATION_VISIT_INTENTS.move
        ? service.move(code, parsed.data.starts_at)
        : service.book(code, parsed.data.starts_at);
    },
  };
}
