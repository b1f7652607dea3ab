import { describe, expect, it } from 'vitest';
import { mendozaInstant } from '../shared/mendoza-instant';
import {
  availableActions,
  buyerSteps,
  canTakeAction,
  deliveryChecklist,
  type FulfilmentFacts,
  stageAfter,
} from './operation-fulfilment';
import { deliveryScheduleSchema, staffCancellationSchema } from './operation-fulfilment-schemas';

const reserved = (fulfilment: FulfilmentFacts['fulfilment'], documentsReceivedAt: string | null = null) =>
  ({ status: 'reserved', fulfilment, documentsReceivedAt }) as const;

describe('the moves after the deposit', () => {
  it('goes documents → delivery → delivered, and may schedule before the documents arrive', () => {
    expect(availableActions(reserved('awaiting_documents'))).toEqual([
      'receive_documents',
      'schedule_delivery',
      'cancel',
    ]);
    expect(availableActions(reserved('documents_received', '2026-12-01T12:00:00Z'))).toEqual([
      'schedule_delivery',
      'cancel',
    ]);
    // Scheduled before the documents: they can still be recorded, and the stage stays.
    expect(availableActions(reserved('delivery_scheduled'))).toEqual([
      'receive_documents',
      'schedule_delivery',
      'deliver',
      'cancel',
    ]);
    expect(stageAfter(reserved('delivery_scheduled'), 'receive_documents')).toBe('delivery_scheduled');
    expect(stageAfter(reserved('awaiting_documents'), 'receive_documents')).toBe('documents_received');
    expect(availableActions(reserved('delivered', '2026-12-01T12:00:00Z'))).toEqual([]);
  });

  it('allows nothing on an operation that is not reserved', () => {
    for (const status of ['payment_pending', 'cancelled', 'expired', 'data_complete'] as const) {
      expect(
        canTakeAction({ status, fulfilment: 'awaiting_documents', documentsReceivedAt: null }, 'cancel'),
      ).toBe(false);
    }
  });
});

describe("the buyer's steps", () => {
  it('marks the stage reached as current and the earlier ones done', () => {
    expect(buyerSteps(reserved('awaiting_documents')).map((step) => step.state)).toEqual([
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(buyerSteps(reserved('delivered', '2026-12-01T12:00:00Z')).map((step) => step.state)).toEqual([
      'done',
      'done',
      'done',
      'current',
    ]);
    expect(buyerSteps(reserved('delivery_scheduled')).map((step) => [step.label, step.state])).toEqual([
      ['Reservado', 'done'],
      ['Documentación', 'missing'],
      ['Entrega programada', 'current'],
      ['Entregado', 'upcoming'],
    ]);
  });

  it('leaves out the documents already received, keeping the DNI shown at the handover', () => {
    const received = deliveryChecklist({
      usedVehicles: 0,
      financed: false,
      paysAtDelivery: false,
      documentsReceived: true,
    });
    expect(received).toEqual(['Tu DNI original.', 'Tu código de operación.']);
  });

  it('asks for what the purchase needs: a used vehicle and financing add their papers', () => {
    const plain = deliveryChecklist({ usedVehicles: 0, financed: false, paysAtDelivery: false });
    expect(plain).toContain('Tu DNI original.');
    expect(plain.join(' ')).not.toMatch(/usado|banco|saldo/);
    const full = deliveryChecklist({ usedVehicles: 2, financed: true, paysAtDelivery: true }).join(' ');
    expect(full).toMatch(/Tus usados/);
    expect(full).toMatch(/banco/);
    expect(full).toMatch(/saldo/);
    // The CUIT or CUIL the buyer gave in step 2 is the one whose constancia they bring.
    expect(
      deliveryChecklist({ usedVehicles: 0, financed: false, paysAtDelivery: false, cuit: '27123456780' }),
    ).toContain('Tu constancia de CUIL o CUIT (27-12345678-0).');
  });
});

describe('the delivery appointment', () => {
  const now = () => new Date('2026-11-25T12:00:00Z');
  const schema = deliveryScheduleSchema(now);

  it('reads the day and time on Mendoza’s clock', () => {
    expect(mendozaInstant('2026-12-03', '10:30')?.toISOString()).toBe('2026-12-03T13:30:00.000Z');
    expect(mendozaInstant('2026-11-31', '10:30')).toBeNull();
    expect(mendozaInstant('2026-12-03', '24:00')).toBeNull();
    const parsed = schema.parse({ date: '2026-12-03', time: '10:30', location_id: '2' });
    expect(parsed).toEqual({ at: new Date('2026-12-03T13:30:00Z'), locationId: 2, reason: null });
  });

  it('refuses the past, too far ahead, a missing branch, and says why in Spanish', () => {
    const issue = (input: object) => schema.safeParse(input).error?.issues[0]?.message;
    expect(issue({ date: '2026-11-25', time: '08:59', location_id: 1 })).toBe(
      'La entrega no puede quedar en el pasado.',
    );
    expect(issue({ date: '2027-12-01', time: '10:00', location_id: 1 })).toMatch(/hasta 180 días/);
    expect(issue({ date: '2026-12-03', time: '10:00' })).toBe('Elegí la sucursal de la entrega.');
    expect(issue({ date: '', time: '10:00', location_id: 1 })).toBe('Elegí el día de la entrega.');
  });

  it('wants a reason of a sensible length to cancel', () => {
    expect(staffCancellationSchema.safeParse({ reason: 'ok' }).success).toBe(false);
    expect(staffCancellationSchema.safeParse({ reason: 'x'.repeat(501) }).success).toBe(false);
    expect(staffCancellationSchema.safeParse({ reason: 'El cliente desistió por teléfono.' }).success).toBe(
      true,
    );
  });
});
