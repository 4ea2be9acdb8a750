import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { CallDefinition } from '@faith-shield/contract/shared/call';
import { freePort } from '../../scripts/lib/server-process.mjs';

const CONTRACT_SRC = path.resolve(import.meta.dirname, '../../packages/contract/src');

/** Calls left out of the scan: they would end the scanning owner's session or account. */
const LEFT_OUT = new Set(['logout', 'change_password', 'subscription_cancel', 'reset_password_update']);

/** Values that pass the usual rules, so an attack reaches past validation where it can. */
const SAMPLE: Record<string, string> = {
  email: 'scan@example.org',
  password: 'Shield#2026',
  password_confirmation: 'Shield#2026',
  mobile: '6155550100',
  zip_code: '37203',
  personal_zip_code: '37203',
  lat: '36.1504',
  long: '-86.7916',
  personal_lat: '36.1504',
  personal_long: '-86.7916',
  month: '11',
  year: '2026',
};

const isCall = (value: unknown): value is CallDefinition =>
  typeof value === 'object' && value !== null && 'name' in value && 'request' in value && 'method' in value;

/** Every call of the contract, as the server registers them. */
export async function contractCalls(): Promise<CallDefinition[]> {
  const files = fs
    .readdirSync(CONTRACT_SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const calls = new Map<string, CallDefinition>();
  for (const file of files) {
    const exports = (await import(path.join(CONTRACT_SRC, file))) as Record<string, unknown>;
    for (const value of Object.values(exports)) if (isCall(value)) calls.set(value.name, value);
  }
  return [...calls.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The field names of a request schema: a zod object, or one inside a pipe or refinement. */
function fieldsOf(schema: unknown): string[] {
  for (
    let current = schema as { shape?: object; _zod?: { def?: { in?: unknown; innerType?: unknown } } },
      depth = 0;
    current && depth < 5;
    depth += 1
  ) {
    if (current.shape) return Object.keys(current.shape);
    current = (current._zod?.def?.in ?? current._zod?.def?.innerType) as typeof current;
  }
  return [];
}

const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The calls to attack: every /api call the server serves (its route table), each with its
 * contract's fields; a served call without a contract still gets a form, with no fields.
 */
export function scannedCalls(served: string[], contract: CallDefinition[]): CallDefinition[] {
  const byName = new Map(contract.map((call) => [call.name, call]));
  return served.map(
    (name) =>
      byName.get(name) ??
      ({ name, method: 'POST', access: 'user', request: undefined } as unknown as CallDefinition),
  );
}

/**
 * One HTML form per call, with the owner's token and sample values (`samples`: real ids of
 * the owner's own rows, so an attack gets past "not found"), and a link to every page of the
 * web app: what the scanners attack.
 */
export function formsPage(
  calls: CallDefinition[],
  token: string,
  pages: string[] = [],
  samples: Record<string, string> = {},
): string {
  const forms = calls
    .filter((call) => !LEFT_OUT.has(call.name))
    .map((call) => {
      const files = new Set(call.files ?? []);
      const inputs = fieldsOf(call.request)
        .filter((field) => field !== 'token')
        .map((field) =>
          files.has(field)
            ? `<input type="file" name="${attr(field)}">`
            : `<input name="${attr(field)}" value="${attr(samples[field] ?? SAMPLE[field] ?? 'test')}">`,
        );
      const tokenField =
        call.access === 'public' ? '' : `<input type="hidden" name="token" value="${attr(token)}">`;
      const enctype = files.size > 0 ? ' enctype="multipart/form-data"' : '';
      return `<form method="${call.method.toLowerCase()}" action="/api/${attr(call.name)}"${enctype}>${tokenField}${inputs.join('')}<button>${attr(call.name)}</button></form>`;
    });
  const links = pages.map((page) => `<a href="${attr(page)}">${attr(page)}</a>`);
  return `<!doctype html><html><head><title>Faith Shield calls</title></head><body>${links.join('\n')}\n${forms.join('\n')}</body></html>`;
}

/**
 * A loopback front for the scanners: /__scan/ answers the forms page, everything else goes to
 * the server as it came. The server itself carries no page for scanners.
 */
export async function scanFront(target: string, page: string) {
  const port = await freePort();
  const upstream = new URL(target);
  const server = http.createServer((request, response) => {
    if (request.url === '/__scan/' || request.url === '/__scan/index.html') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page);
      return;
    }
    const forward = http.request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: request.url,
        method: request.method,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
