import { type Context, Hono } from 'hono';
import type { TestDriveBooking, TestDriveResult, TestDriveSlotDay } from '#domain/test-drive/test-drive';
import { testDriveApiSchema, testDriveSlotsQuerySchema } from '#domain/test-drive/test-drive-schemas';
import { requireJson, validate } from '../requests/validation';
import type { TestDriveService } from './test-drive-booking';

export const TEST_DRIVE_SLOTS_PATH = '/api/v2/territorio/test-drives/slots';
export const TEST_DRIVE_BOOKING_PATH = '/api/v2/territorio/test-drives';

const slotsJson = (days: readonly TestDriveSlotDay[]) =>
  days.map((day) => ({
    date: day.date,
    slots: day.slots.map((slot) => ({ starts_at: slot.startsAt, time: slot.time })),
  }));

function bookingJson(booking: TestDriveBooking, publicUrl: string) {
  return {
    code: booking.code,
    state: booking.state,
    starts_at: booking.startsAt,
    ends_at: booking.endsAt,
    vehicle: booking.vehicle,
    version_id: booking.versionId,
    branch: {
      id: booking.branch.id,
      name: booking.branch.name,
      address: booking.branch.address,
      map_url: booking.branch.mapUrl,
    },
    /** The buyer's own page, signed: to see, move or cancel the booking. */
    url: `${publicUrl.replace(/\/+$/, '')}${booking.path}`,
  };
}

/** A refusal as the API answers every refusal: the Spanish `error`, each field's, and for a taken slot the next ones. */
function refused(c: Context, result: Extract<TestDriveResult, { ok: false }>) {
  const issues = Object.entries(result.fieldErrors ?? {}).map(([field, message]) => ({ field, message }));
  return c.json(
    {
      error: result.message,
      ...(issues.length > 0 ? { issues } : {}),
      ...(result.nextSlots
        ? { next_slots: result.nextSlots.map((slot) => ({ starts_at: slot.startsAt, time: slot.time })) }
        : {}),
    },
    result.status,
  );
}

/**
 * The test drives in the product API (docs/product.md §7 "Test drives"): the free slots of a version at a branch, and
 * the booking. Posts are limited like every public post (server/http/rate-limit.ts); a filled honeypot is answered
 * as a booking and nothing is kept.
 */
export function testDriveRoutes(deps: { service: TestDriveService; publicUrl: string }) {
  const { service, publicUrl } = deps;
  return new Hono()
    .get(TEST_DRIVE_SLOTS_PATH, validate('query', testDriveSlotsQuerySchema), async (c) => {
      const query = c.req.valid('query');
      const answer = await service.slots({
        branchId: query.branch,
        versionId: query.version,
        from: query.from,
      });
      if (!answer.ok) return c.json({ error: answer.message }, answer.status);
      return c.json({
        data: {
          branch: {
            id: answer.branch.id,
            name: answer.branch.name,
            address: answer.branch.address,
            map_url: answer.branch.mapUrl,
          },
          version_id: answer.versionId,
          slot_minutes: answer.branch.slotMinutes,
          days: slotsJson(answer.days),
        },
      });
    })
    .post(TEST_DRIVE_BOOKING_PATH, requireJson(), validate('json', testDriveApiSchema), async (c) => {
      const result = await service.book(c.req.valid('json'));
      if (!result.ok) return refused(c, result);
      return c.json({ data: { ...bookingJson(result.booking, publicUrl), message: result.message } }, 201);
    });
}
