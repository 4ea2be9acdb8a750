import type { FileCount, FileLimit } from '@faith-shield/contract/shared/call';
import { COMMON_MESSAGES } from '@faith-shield/contract/shared/envelope';
import formbody from '@fastify/formbody';
import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../http/api-error';
import { FileRejected } from '../infra/storage/file-rejected';

/**
 * Largest single upload accepted unless the call gives the field its own (fileLimits: a video);
 * smaller per-field limits (2 MB pictures) are checked by the call.
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The text of a body (form, JSON, the fields of a multipart one): the same cap for every kind. */
export const MAX_FIELDS_BYTES = 1024 * 1024;

/**
 * How a route takes a multipart body. A call declares its file fields (CallDefinition.files);
 * a file under any other name, or to a route that takes none, is refused before it is read.
 */
export type MultipartRule = {
  files: readonly string[];
  /** Fields allowed another size than MAX_UPLOAD_BYTES, refused with their message while arriving. */
  fileLimits?: Readonly<Record<string, FileLimit>>;
  /** Fields that may repeat: read into a list, refused past their count before the extra part is read. */
  fileCounts?: Readonly<Record<string, FileCount>>;
  /**
   * Runs once, before the first file is read, with the fields sent before it in request.body
   * (the token travels there, DESIGN.md §3): the call's guard, so nobody's file is read before
   * they are known to be allowed.
   */
  beforeFiles?: (request: FastifyRequest) => Promise<void>;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    multipart?: MultipartRule;
  }
}

const NO_FILES: MultipartRule = { files: [] };

const tooLarge = () => new ApiError(413, COMMON_MESSAGES.tooLarge);

/**
 * A multipart body that cannot be read (cut short, no boundary, a broken part header): the
 * parser throws plain errors without a status code, which would otherwise answer 500.
 */
export const isMalformedMultipart = (error: Error & { statusCode?: number }, request: FastifyRequest) =>
  error.statusCode === undefined &&
  request.headers['content-type']?.toLowerCase().startsWith('multipart/') === true &&
  /[\\/]busboy[\\/]/.test(error.stack ?? '');

/**
 * A refused multipart body is not read on: the rest of it goes nowhere (never into memory)
 * and the connection closes once the answer is sent.
 */
function stopReading(request: FastifyRequest) {
  request.raw.unpipe();
  request.raw.resume();
}

const fileLimitOf = (rule: MultipartRule, field: string) =>
  rule.fileLimits?.[field]?.maxBytes ?? MAX_UPLOAD_BYTES;

const fileCountOf = (rule: MultipartRule, field: string) => rule.fileCounts?.[field]?.max ?? 1;

/** The most a route's multipart body may carry: its fields and each file it takes at its limit. */
const bodyLimitOf = (rule: MultipartRule) =>
  rule.files.reduce(
    (total, field) => total + fileLimitOf(rule, field) * fileCountOf(rule, field),
    MAX_FIELDS_BYTES,
  );

/**
 * A file part's bytes, refused as soon as they pass the field's limit (the rest is never read):
 * with the field's own message when the call gave one, else 413.
 */
async function readFile(part: MultipartFile, rule: MultipartRule): Promise<Buffer> {
  const limit = rule.fileLimits?.[part.fieldname];
  const maxBytes = limit?.maxBytes ?? MAX_UPLOAD_BYTES;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw limit ? new FileRejected(part.fieldname, limit.message) : tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads a multipart body part by part into one plain object (the first value of a name wins,
 * files become UploadedFile values): fields first, then, for a file the route takes, its
 * guard, and only then the file's bytes.
 */
async function readMultipart(request: FastifyRequest, rule: MultipartRule) {
  const body: Record<string, unknown> = {};
  request.body = body;
  let fieldBytes = 0;
  let isGuarded = false;
  // the parser's own cut-off lies past every field's limit, so readFile's refusal comes first
  const largest = Math.max(MAX_UPLOAD_BYTES, ...rule.files.map((field) => fileLimitOf(rule, field)));
  // one part more of a repeated field than it takes, so that one is refused with its message
  const files = rule.files.reduce(
    (total, field) => total + fileCountOf(rule, field) + (rule.fileCounts?.[field] ? 1 : 0),
    0,
  );
  const parts = request.parts({ limits: { files, fileSize: largest + 1 } });
  for await (const part of parts as AsyncIterable<MultipartFile | MultipartValue>) {
    if (part.type === 'field') {
      fieldBytes += part.fieldname.length + Buffer.byteLength(String(part.value));
      if (fieldBytes > MAX_FIELDS_BYTES) throw tooLarge();
      if (!(part.fieldname in body)) body[part.fieldname] = part.value;
      continue;
    }
    if (!rule.files.includes(part.fieldname)) {
      throw new ApiError(400, COMMON_MESSAGES.invalidInput, { [part.fieldname]: 'No file is taken here.' });
    }
    if (!isGuarded) {
      await rule.beforeFiles?.(request);
      isGuarded = true;
    }
    const count = rule.fileCounts?.[part.fieldname];
    if (count) {
      const list = (body[part.fieldname] ?? []) as unknown[];
      body[part.fieldname] = list;
      if (list.length >= count.max) throw new FileRejected(part.fieldname, count.message);
      list.push({ filename: part.filename, mimetype: part.mimetype, data: await readFile(part, rule) });
      continue;
    }
    const data = await readFile(part, rule);
    if (!(part.fieldname in body))
      body[part.fieldname] = { filename: part.filename, mimetype: part.mimetype, data };
  }
}

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/**
 * The body of a GET (Fastify reads none): spec 02 §7 sends inventory_categories' token "as
 * request data". Only a form or JSON body, at most MAX_FIELDS_BYTES; anything else is left unread.
 */
async function readGetBody(request: FastifyRequest): Promise<Record<string, unknown> | undefined> {
  const type = request.headers['content-type']?.toLowerCase() ?? '';
  const isForm = type.startsWith('application/x-www-form-urlencoded');
  if (!isForm && !type.startsWith('application/json')) return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request.raw) {
    size += (chunk as Buffer).length;
    if (size > MAX_FIELDS_BYTES) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (isForm) return Object.fromEntries(new URLSearchParams(text));
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    throw new ApiError(400, COMMON_MESSAGES.invalidInput);
  }
}

/**
 * Form-encoded, multipart and JSON bodies all arrive as one plain object, so a call's schema
 * reads them alike. Form and JSON bodies are capped at MAX_FIELDS_BYTES; a multipart body at
 * that plus each file's limit (MAX_UPLOAD_BYTES or the call's fileLimits) for each file the
 * route takes, refused by its Content-Length before a byte is read.
 */
export const bodyParsers = fp(
  async (app: FastifyInstance) => {
    await app.register(formbody, { bodyLimit: MAX_FIELDS_BYTES });
    await app.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, fields: 60, fieldSize: 256 * 1024, parts: 70 },
    });
    // Callback hooks, not async ones: they run on every request, and most are not multipart.
    app.addHook('onRequest', (request, reply, done) => {
      if (!request.headers['content-type']?.toLowerCase().startsWith('multipart/')) return done();
      const rule = request.routeOptions.config.multipart ?? NO_FILES;
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > bodyLimitOf(rule)) {
        reply.header('connection', 'close');
        return done(tooLarge());
      }
      done();
    });
    app.addHook('preValidation', (request, reply, done) => {
      if (request.method === 'GET' && hasBody(request)) {
        readGetBody(request).then((body) => {
          if (body) request.body = body;
          done();
        }, done);
        return;
      }
      if (!request.isMultipart()) return done();
      readMultipart(request, request.routeOptions.config.multipart ?? NO_FILES).then(
        () => done(),
        (error: Error) => {
          reply.header('connection', 'close');
          stopReading(request);
          done(error);
        },
      );
    });
  },
  { name: 'body-parsers' },
);
