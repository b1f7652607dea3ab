import { asc, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobApplications } from '../db/schema';
import type { FileStorage } from '../storage';

/** At most this many applications are deleted per run, so one run never holds the database for long. */
const BATCH = 200;

/**
 * Ley 25.326: job applications older than `before`, with their CV files, are deleted. Each file goes first and its
 * row after, so a run cut short leaves at worst a row whose file is gone, which the next run deletes; never a file
 * nobody can find. Returns how many were deleted.
 */
export async function deleteExpiredJobApplications(
  db: Database,
  options: { storage: FileStorage; before: Date },
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const expired = await db
      .select({ id: jobApplications.id, cvPath: jobApplications.cvPath })
      .from(jobApplications)
      .where(lt(jobApplications.createdAt, options.before))
      .orderBy(asc(jobApplications.id))
      .limit(BATCH);
    for (const application of expired) {
      await options.storage.remove(application.cvPath);
      await db.delete(jobApplications).where(eq(jobApplications.id, application.id));
      deleted++;
    }
    if (expired.length < BATCH) return deleted;
  }
}
