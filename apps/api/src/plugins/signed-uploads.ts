import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PRIVATE_UPLOADS_PREFIX } from '../infra/storage/storage';
import { signUploadsIn } from '../infra/storage/upload-links';

/**
 * Each personal picture's path in a call's answer becomes a signed, short-lived address
 * (infra/storage/upload-links.ts), as the answer leaves: answers kept in the read cache hold
 * the bare path, so no kept answer carries a signature past its expiry.
 */
export const signedUploads = fp(
  async (app: FastifyInstance, { key }: { key: Buffer }) => {
    const marker = Buffer.from(PRIVATE_UPLOADS_PREFIX);
    app.addHook('onSend', async (_request, _reply, payload) => {
      if (typeof payload === 'string')
        return payload.includes(PRIVATE_UPLOADS_PREFIX)
          ? signUploadsIn(payload, key, app.deps.now())
          : payload;
      if (Buffer.isBuffer(payload) && payload.includes(marker))
        return signUploadsIn(payload.toString(), key, app.deps.now());
      return payload;
    });
  },
  { name: 'signed-uploads' },
);
