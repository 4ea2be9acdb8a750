import { COMMON_MESSAGES } from '@faith-shield/contract/shared/envelope';
import type { FastifyInstance } from 'fastify';
import { RangeNotSatisfiable } from '../infra/storage/byte-range';
import { PRIVATE_UPLOADS_PREFIX, type Storage, UPLOADS_PREFIX } from '../infra/storage/storage';
import { contentTypeOf } from '../infra/storage/stored-path';
import { isSignedUpload } from '../infra/storage/upload-links';

/** As @fastify/static answers the disk's public uploads (static-files.ts): names never change. */
const PUBLIC_CACHE = 'public, max-age=2592000, immutable';

/**
 * Uploads kept in the object store, answered by the app as the disk's are (static-files.ts):
 * public files to anyone, with a byte range when asked (video); personal files only by a signed
 * address that has not expired, `private, no-store`. The bytes stream from the store through
 * the app, so the page's Content-Security-Policy stays 'self' and no store address is handed out.
 */
export async function uploadsFromStore(
  app: FastifyInstance,
  { storage, key }: { storage: Storage; key: Buffer },
) {
  app.get(`${UPLOADS_PREFIX}*`, async (request, reply) => {
    const queryAt = request.url.indexOf('?');
    const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    const personal = path.startsWith(PRIVATE_UPLOADS_PREFIX);
    const notFound = () => reply.code(404).send({ status: 0, message: COMMON_MESSAGES.notFound });
    if (personal) {
      reply.header('cache-control', 'private, no-store');
      if (!isSignedUpload(key, request.url, app.deps.now())) return notFound();
    }
    const file = await storage.open(path, request.headers.range).catch((error: unknown) => {
      if (!(error instanceof RangeNotSatisfiable)) throw error;
      reply.header('content-range', `bytes */${error.size}`);
      return 'unsatisfiable' as const;
    });
    if (file === 'unsatisfiable')
      return reply.code(416).send({ status: 0, message: COMMON_MESSAGES.notFound });
    if (!file) return notFound();
    reply
      .header('content-type', contentTypeOf(path))
      .header('content-length', file.length)
      .header('accept-ranges', 'bytes');
    if (!personal) reply.header('cache-control', PUBLIC_CACHE);
    if (file.range)
      reply.code(206).header('content-range', `bytes ${file.range.start}-${file.range.end}/${file.size}`);
    return reply.send(file.body);
  });
}
