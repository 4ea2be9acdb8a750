import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Below this an answer goes as it is: compressing it saves less than it costs. */
const THRESHOLD_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
// Quality 4 costs the server about what gzip does; brotli's default, 11, is for files
// compressed once (the web build's).
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] });

/**
 * Answers of 1 KB or more go compressed to a client that accepts it: brotli, else gzip. A
 * phone's network pays for every byte before the screen can draw: get_owners' 363 owners are
 * 47 KB of JSON and 10 KB in gzip. Only answers made whole in memory (the calls' JSON): files
 * are streamed as they are, and the web build's come compressed already (static-files.ts). A
 * client that asks for no encoding, as the benches' load generator does, gets the answer as it
 * is. Not @fastify/compress: it compresses through streams and logs a client that hangs up
 * during an answer as a server error.
 */
export const compressedAnswers = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (reply.hasHeader('content-encoding') || Buffer.byteLength(payload) < THRESHOLD_BYTES) return payload;
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      const encoding = encodings.negotiate(request.headers['accept-encoding'] ?? '');
      if (!encoding) return payload;
      reply.header('content-encoding', encoding).removeHeader('content-length');
      return encoding === 'br' ? brotli(payload, BROTLI_OPTIONS) : gzip(payload);
    });
  },
  { name: 'compressed-answers' },
);
