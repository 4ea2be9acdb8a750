import autocannon from 'autocannon';

export type LoadTarget = {
  /** The address, e.g. http://127.0.0.1:1234/api/home_page. */
  url: string;
  method: 'GET' | 'POST';
  /** Form fields sent on every request. */
  fields?: Record<string, string>;
  /** Headers sent on every request (a GET's token: `Authorization: Bearer`). */
  headers?: Record<string, string>;
  /** Changes each request (another account, another client address). */
  setupRequest?: (request: autocannon.Request, context: Record<string, unknown>) => autocannon.Request;
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  /** Several requests in turn on each connection (mixed traffic). */
  requests?: autocannon.Request[];
};

export type LoadOptions = { connections: number; seconds: number; overallRate?: number };

/** What one run measured. Errors are connection errors, timeouts and any answer not 2xx. */
export type Figures = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** Of the errors: requests with no answer within autocannon's 10 s. */
  timeouts?: number;
  requests: number;
  statusCodes: Record<string, number>;
};

export const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

const FORM = 'application/x-www-form-urlencoded';

export async function runLoad(target: LoadTarget, options: LoadOptions): Promise<Figures> {
  const hasBody = target.fields && Object.keys(target.fields).length > 0;
  const result = await autocannon({
    url: target.url,
    method: target.method,
    connections: options.connections,
    duration: options.seconds,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    ...(hasBody ? { body: formBody(target.fields ?? {}) } : {}),
    ...(hasBody || target.headers
      ? { headers: { ...(hasBody ? { 'content-type': FORM } : {}), ...target.headers } }
      : {}),
    ...(target.requests || target.setupRequest || target.onResponse
      ? {
          requests: target.requests ?? [
            {
              ...(target.setupRequest ? { setupRequest: target.setupRequest as never } : {}),
              ...(target.onResponse ? { onResponse: target.onResponse as never } : {}),
            },
          ],
        }
      : {}),
  });
  const statusCodes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {}))
    statusCodes[code] = stats.count ?? 0;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    timeouts: result.timeouts,
    requests: result.requests.total,
    statusCodes,
  };
}
