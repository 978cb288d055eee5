const UNIQUE_VIOLATION = '23505';

/** Whether a unique index refused the write (PostgreSQL's 23505, anywhere along the error's causes). */
export function isUniqueViolation(cause: unknown): boolean {
  for (let current = cause; typeof current === 'object' && current !== null; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}
