export {
  createTestDriveService,
  type SlotsAnswer,
  type TestDriveService,
  type TestDriveServiceDependencies,
} from './test-drive-booking';
export { testDriveAppointments, testDriveDesk } from './test-drive-desk-source';
export { TEST_DRIVE_MAIL_KINDS } from './test-drive-mails';
export { testDrivePagesSource } from './test-drive-pages';
export { sendTestDriveReminders, startTestDriveReminderJob } from './test-drive-reminders';
export { stripPastTestDrives } from './test-drive-retention';
export { TEST_DRIVE_BOOKING_PATH, TEST_DRIVE_SLOTS_PATH, testDriveRoutes } from './test-drive-routes';
