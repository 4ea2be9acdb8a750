/** PostgreSQL's foreign_key_violation (a row refers to one just deleted), however deep it is wrapped. */
export function isForeignKeyViolation(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
