import formbody from '@fastify/formbody';
import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UploadedFile } from '../infra/storage/uploaded-file';

/** Largest single upload accepted; per-field limits (2 MB pictures) are checked by the call. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

type MultipartPart = MultipartFile | MultipartValue;

/**
 * A multipart body that cannot be read (cut short, no boundary, a broken part header): the
 * parser throws plain errors without a status code, which would otherwise answer 500.
 */
export const isMalformedMultipart = (error: Error & { statusCode?: number }, request: FastifyRequest) =>
  error.statusCode === undefined &&
  request.headers['content-type']?.toLowerCase().startsWith('multipart/') === true &&
  /[\\/]busboy[\\/]/.test(error.stack ?? '');

/**
 * Form-encoded, multipart and JSON bodies all arrive as one plain object, so a call's schema
 * reads them alike. Multipart files become UploadedFile values.
 */
export const bodyParsers = fp(
  async (app: FastifyInstance) => {
    await app.register(formbody, { bodyLimit: 1024 * 1024 });
    await app.register(multipart, {
      attachFieldsToBody: true,
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 5, fields: 60, fieldSize: 256 * 1024, parts: 70 },
      onFile: async (part: MultipartFile & { value?: unknown }) => {
        part.value = { filename: part.filename, mimetype: part.mimetype, data: await part.toBuffer() };
      },
    });
    // A callback hook, not an async one: it runs on every request, and most are not multipart.
    app.addHook('preValidation', (request, _reply, done) => {
      if (!request.isMultipart() || !request.body || typeof request.body !== 'object') return done();
      const flat: Record<string, unknown> = {};
      for (const [name, entry] of Object.entries(
        request.body as Record<string, MultipartPart | MultipartPart[]>,
      )) {
        const part = Array.isArray(entry) ? entry[0] : entry;
        if (!part) continue;
        const value = (part as { value?: unknown }).value;
        flat[name] = part.type === 'file' ? (value as UploadedFile) : value;
      }
      request.body = flat;
      done();
    });
  },
  { name: 'body-parsers' },
);
