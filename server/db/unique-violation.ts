/** PostgreSQL refused a row that a unique index already has (SQLSTATE 23505), wherever the driver wrapped the error. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** PostgreSQL refused a row that an exclusion constraint forbids beside another (SQLSTATE 23P01): two overlapping bookings. */
export function isExclusionViolation(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23P01') return true;
  }
  return false;
}
