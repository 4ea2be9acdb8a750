/** Node's codes for a server that cannot be reached or went away mid-query. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** SQLSTATEs of a server shutting down, starting or full (class 08: connection exceptions). */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
/** What pg says when the connection ends or cannot be had in time. */
const CLIENT_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/;

/**
 * True when `error` (or what it wraps: drizzle wraps the driver's error as `cause`) means the
 * database cannot be reached right now, as opposed to a query that is wrong: the caller is told
 * to try again shortly (503, Retry-After), never handed a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (
      typeof code === 'string' &&
      (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08'))
    )
      return true;
    if (typeof message === 'string' && CLIENT_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}
