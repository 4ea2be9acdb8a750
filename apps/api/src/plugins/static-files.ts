import fs from 'node:fs';
import path from 'node:path';
import { COMMON_MESSAGES } from '@faith-shield/contract/shared/envelope';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PRIVATE_FOLDER, PRIVATE_UPLOADS_PREFIX, type Storage } from '../infra/storage/storage';
import { isSignedUpload } from '../infra/storage/upload-links';
import { prerenderedPages } from './prerendered-pages';
import { uploadsFromStore } from './uploads-from-store';

/** What an immutable, content-named file never needs: nothing revalidates it or asks for part of it. */
const HASHED_ASSET_NEEDLESS = ['etag', 'last-modified', 'accept-ranges'];

type Options = { storage: Storage; webDistDir: string | null; uploadLinkKey: Buffer };

/**
 * Personal pictures (uploads/private): only by a signed address that has not expired, and
 * never kept by any cache; anything else is the same 404.
 */
async function privateUploads(app: FastifyInstance, { root, key }: { root: string; key: Buffer }) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    if (!isSignedUpload(key, request.url, app.deps.now()))
      return reply.code(404).send({ status: 0, message: COMMON_MESSAGES.notFound });
  });
  await app.register(fastifyStatic, {
    root,
    prefix: PRIVATE_UPLOADS_PREFIX,
    decorateReply: false,
    list: false,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    etag: false,
    lastModified: false,
  });
}

/** Uploads in DATA_DIR/uploads, served from the disk by @fastify/static. */
async function uploadsFromDisk(
  app: FastifyInstance,
  { uploadsDir, key }: { uploadsDir: string; key: Buffer },
) {
  const privateDir = path.join(uploadsDir, PRIVATE_FOLDER);
  fs.mkdirSync(privateDir, { recursive: true });
  // what is public: content pictures and videos, inventory photos (the share view shows them)
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    list: false,
    index: false,
    dotfiles: 'deny',
    maxAge: '30d',
    immutable: true,
    allowedPath: (pathName) => !pathName.startsWith(`/${PRIVATE_FOLDER}/`),
  });
  await app.register(privateUploads, { root: privateDir, key });
}

/**
 * Uploads under /uploads (no listing; from the disk or the object store), the built web app at /, and the SPA's routes answered
 * with its index.html, or with the page the build prerendered for that path (prerendered-pages.ts).
 * An unknown /api path answers the envelope with 404.
 */
export const staticFiles = fp(
  async (app: FastifyInstance, { storage, webDistDir, uploadLinkKey }: Options) => {
    if (storage.where.kind === 'disk')
      await app.register(uploadsFromDisk, { uploadsDir: storage.where.dir, key: uploadLinkKey });
    else await app.register(uploadsFromStore, { storage, key: uploadLinkKey });
    const hasWeb = webDistDir !== null && fs.existsSync(path.join(webDistDir, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        prefix: '/',
        wildcard: false,
        index: false,
        list: false,
        // The build writes .br and .gz beside each text file (apps/web/precompress.ts).
        preCompressed: true,
        setHeaders: (res, filePath) => {
          // Hashed assets never change; the shell and the service worker must always be fresh.
          const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('Cache-Control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
          // A copy that never goes stale is never revalidated, so its validators only add bytes
          // to each of the six scripts of a first visit (bench:web's first-load budget).
          if (isHashed) for (const name of HASHED_ASSET_NEEDLESS) res.removeHeader(name);
        },
      });
    }
    const prerenderedPageOf = hasWeb && webDistDir ? prerenderedPages(webDistDir) : () => null;
    app.setNotFoundHandler((request, reply) => {
      const isPage = request.method === 'GET' || request.method === 'HEAD';
      const isApi = request.url.startsWith('/api/') || request.url === '/api';
      const isFile = request.url.startsWith('/uploads/') || request.url.startsWith('/assets/');
      if (hasWeb && isPage && !isApi && !isFile) {
        const page = prerenderedPageOf(request.url) ?? 'index.html';
        return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile(page, webDistDir);
      }
      return reply.code(404).send({ status: 0, message: COMMON_MESSAGES.notFound });
    });
  },
  { name: 'static-files' },
);
