/**
 * What a log line keeps of an error: its kind, message, code, status and stack, with URL
 * queries, credentials in URLs and e-mail addresses taken out. Never the rest: an HTTP
 * client's error carries its whole request (a Google Places error holds the API key and the
 * address a person typed in `config.params`), a library's error its response and headers.
 */
export type SafeError = {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string | number;
  status?: number;
  cause?: SafeError;
};

const URL_QUERY = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s?#"'<>]*)\?[^\s#"'<>]*/gi;
const URL_CREDENTIALS = /(\b[a-z][a-z0-9+.-]*:\/\/)[^\s/@"'<>]+@/gi;
const EMAIL = /[^\s@"'<>()[\]:;,]+@[^\s@"'<>()[\]:;,]+\.[a-z]{2,}/gi;
const SECRET_PAIR = /\b(key|token|password|secret|sessiontoken|input|place_id|auth)=[^&\s"']+/gi;

export function scrubText(text: string): string {
  return text
    .replace(URL_QUERY, '$1?[redacted]')
    .replace(URL_CREDENTIALS, '$1[redacted]@')
    .replace(EMAIL, '[email]')
    .replace(SECRET_PAIR, '$1=[redacted]');
}

const isCode = (value: unknown): value is string | number =>
  typeof value === 'number' || (typeof value === 'string' && value.length <= 64);

export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error]', stack: '' };
  const fields = error as Error & { code?: unknown; statusCode?: unknown; status?: unknown };
  const status = [fields.statusCode, fields.status].find((value) => typeof value === 'number');
  return {
    type: error.constructor?.name ?? error.name,
    message: scrubText(error.message),
    ...(isCode(fields.code) ? { code: fields.code } : {}),
    ...(typeof status === 'number' ? { status } : {}),
    stack: scrubText(error.stack ?? ''),
    ...(error.cause !== undefined && depth < 3 ? { cause: safeError(error.cause, depth + 1) } : {}),
  };
}
