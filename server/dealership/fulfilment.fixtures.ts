/**
 * The tests after the deposit: a database with the brands, the buyer's flow up to the payment (as the site runs it)
 * and the staff actions on its operations.
 */

import type { StaffRole } from '#domain/back-office/staff';
import type { FulfilmentActor } from '#domain/operation/operation-fulfilment';
import { insertBrands } from '../../tests/support/factories';
import { createStaffMember } from '../../tests/support/staff-sessions';
import { createTestDatabase } from '../../tests/support/test-database';
import type { Database } from '../db/client';
import { buildPaymentApp } from '../payments/payments.fixtures';
import { createOperationFulfilment } from './fulfilment';

export async function fulfilmentTestBed() {
  const handle = await createTestDatabase();
  const { db } = handle;
  await insertBrands(db);
  const built = buildPaymentApp(db);
  const fulfilment = createOperationFulfilment({
    db,
    config: built.config,
    reservations: built.reservations,
  });
  return { handle, db, ...built, fulfilment };
}

/** A staff member who acts on operations, from `ipAddress`; nobody signs in, so the account has no password. */
export async function fulfilmentActor(
  db: Database,
  member: { email: string; name: string; role: StaffRole; brandIds?: number[] },
  ipAddress: string | null,
): Promise<FulfilmentActor> {
  const { password: _none, ...created } = await createStaffMember(db, { ...member, password: null });
  return { member: created, ipAddress };
}
