import type { FastifyInstance } from 'fastify';

export type ServedCall = { name: string; methods: string[] };

/**
 * Every /api/<name> route the server really serves, read from Fastify's own route table, so
 * a route added without registerCall is seen too.
 */
export function servedApiCalls(app: FastifyInstance): ServedCall[] {
  const calls: ServedCall[] = [];
  // A route whose path extends another's is printed as its child: `└── _deatil (POST)` under
  // `/api/get_sub_user`. Each line's depth is its tree prefix; the path is its parents' plus its own.
  const pathAt: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match?.[2]) continue;
    const depth = (match[1] ?? '').length / 4;
    const fullPath = (pathAt[depth - 1] ?? '') + match[2];
    pathAt[depth] = fullPath;
    pathAt.length = depth + 1;
    const api = /^\/api\/([A-Za-z0-9_]+)$/.exec(fullPath);
    if (api?.[1] && match[3]) calls.push({ name: api[1], methods: match[3].split(', ') });
  }
  return calls.sort((a, b) => a.name.localeCompare(b.name));
}
