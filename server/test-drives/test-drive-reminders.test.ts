/** The day-before reminder of a test drive (docs/decisions/0087): once per booking, whichever process sends it. */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { mailOutbox, testDrives } from '../db/schema';
import { sendTestDriveReminders } from './test-drive-reminders';
import { createTestDriveFleet, insertTestDrive } from './test-drives.fixtures';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

const config = {
  PUBLIC_URL: 'https://sitio.test',
  RESERVATION_LINK_SECRET: 'secreto-de-las-pruebas-de-manejo',
};
// Tuesday 5 March 2030 in Mendoza; the bookings are on Wednesday the 6th.
const at = (iso: string) => new Date(iso);

describe('the reminders of tomorrow’s test drives', () => {
  it('go once per booking from 9:00 the day before, across two processes, with the address and a map link', async () => {
    const fleet = await createTestDriveFleet(handle.db);
    const earlier = at('2030-03-04T15:00:00Z');
    const first = await insertTestDrive(handle.db, fleet, {
      startsAt: at('2030-03-06T13:00:00Z'),
      email: 'manana@example.com',
      createdAt: earlier,
    });
    const second = await insertTestDrive(handle.db, fleet, {
      startsAt: at('2030-03-06T20:00:00Z'),
      email: 'tarde@example.com',
      createdAt: earlier,
      state: 'confirmed',
    });
    const cancelled = await insertTestDrive(handle.db, fleet, {
      startsAt: at('2030-03-06T14:00:00Z'),
      email: 'cancelada@example.com',
      createdAt: earlier,
      state: 'cancelled',
    });
    const bookedToday = await insertTestDrive(handle.db, fleet, {
      startsAt: at('2030-03-06T15:00:00Z'),
      email: 'hoy@example.com',
      createdAt: at('2030-03-05T11:00:00Z'),
    });
    const later = await insertTestDrive(handle.db, fleet, {
      startsAt: at('2030-03-07T13:00:00Z'),
      email: 'pasado@example.com',
      createdAt: earlier,
    });

    expect(await sendTestDriveReminders(handle.db, config, at('2030-03-05T11:59:00Z'))).toBe(0);
    const nine = at('2030-03-05T12:00:00Z');
    const sent = await Promise.all([
      sendTestDriveReminders(handle.db, config, nine),
      sendTestDriveReminders(handle.db, config, nine),
    ]);
    expect(sent[0] + sent[1]).toBe(2);
    expect(await sendTestDriveReminders(handle.db, config, at('2030-03-05T23:00:00Z'))).toBe(0);

    const mails = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'test-drive.reminder'));
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(['manana@example.com', 'tarde@example.com']);
    const mail = mails.find((candidate) => candidate.toAddress === 'manana@example.com');
    expect(mail?.subject).toBe('Mañana es tu prueba de manejo: miércoles 6 de marzo a las 10:00');
    expect(mail?.textBody).toContain(fleet.branch.address);
    expect(mail?.textBody).toContain(`Cómo llegar: ${fleet.branch.mapUrl}`);
    expect(mail?.textBody).toMatch(/https:\/\/sitio\.test\/prueba-de-manejo\/\w+\?firma=/);

    const reminded = await handle.db
      .select({ id: testDrives.id, remindedAt: testDrives.remindedAt })
      .from(testDrives)
      .where(inArray(testDrives.id, [first.id, second.id, cancelled.id, bookedToday.id, later.id]));
    const remindedIds = reminded.filter((row) => row.remindedAt !== null).map((row) => row.id);
    expect(remindedIds.sort()).toEqual([first.id, second.id].sort());
  });
});
