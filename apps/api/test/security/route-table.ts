import type { FastifyInstance } from 'fastify';

export type ServedCall = { name: string; methods: string[] };

/**
 * Every /api/<name> route the server really serves, read from Fastify's own route table, so
 * a route added without registerCall is seen too.
 */
export function servedApiCalls(app: FastifyInstance): ServedCall[] {
  const calls: ServedCall[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /\/api\/([A-Za-z0-9_]+) \(([^)]+)\)/.exec(line);
    if (match?.[1] && match[2]) calls.push({ name: match[1], methods: match[2].split(', ') });
  }
  return calls.sort((a, b) => a.name.localeCompare(b.name));
}
