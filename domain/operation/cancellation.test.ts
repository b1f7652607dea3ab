import { describe, expect, it } from 'vitest';
import { type CancellationFacts, previewCancellation } from './cancellation';
import { OPERATION_LOCKED_MESSAGES } from './operation-messages';

const facts = (overrides: Partial<CancellationFacts> = {}): CancellationFacts => ({
  code: 'ABCD1234EFGH',
  email: 'lucia@example.com',
  status: 'reserved',
  vehicle: 'Polo Track 1.6 MSI MT',
  deposit: 250_000,
  // 10:00 in Mendoza on 1 November 2026.
  reservedAt: '2026-11-01T13:00:00.000Z',
  cancellationDays: 10,
  ...overrides,
});

describe('previewCancellation (docs/product.md §D6)', () => {
  it('a paid reservation within the window: the whole deposit goes back', () => {
    const preview = previewCancellation(facts(), new Date('2026-11-05T12:00:00Z'));
    expect(preview).toEqual({
      ok: true,
      code: 'ABCD1234EFGH',
      email: 'lucia@example.com',
      stage: 'reserved',
      vehicle: 'Polo Track 1.6 MSI MT',
      refund: 250_000,
    });
  });

  it('the whole last day counts, in Mendoza; the day after, the refusal names it', () => {
    // 11 November 2026, 23:59 in Mendoza (UTC−3).
    expect(previewCancellation(facts(), new Date('2026-11-12T02:59:00Z')).ok).toBe(true);
    expect(previewCancellation(facts(), new Date('2026-11-12T03:00:01Z'))).toEqual({
      ok: false,
      message: 'El plazo para arrepentirte de esta reserva terminó el 11 de noviembre de 2026.',
    });
  });

  it('a payment under way: its deposit would be refunded if approved', () => {
    const preview = previewCancellation(facts({ status: 'payment_pending', reservedAt: null }), new Date());
    expect(preview).toMatchObject({ ok: true, stage: 'paying', refund: 250_000 });
  });

  it('nothing paid yet: nothing to refund, whatever the step', () => {
    for (const status of ['started', 'payment_selected', 'data_complete'] as const) {
      const preview = previewCancellation(facts({ status, reservedAt: null }), new Date());
      expect(preview).toMatchObject({ ok: true, stage: 'unpaid', refund: 0 });
    }
  });

  it('an expired operation cannot be cancelled; a cancelled one is shown as such', () => {
    expect(previewCancellation(facts({ status: 'expired' }), new Date())).toEqual({
      ok: false,
      message: OPERATION_LOCKED_MESSAGES.expired,
    });
    expect(previewCancellation(facts({ status: 'cancelled' }), new Date())).toMatchObject({
      ok: true,
      stage: 'cancelled',
      refund: 0,
    });
  });
});
