import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Answers of 1 KB or more go compressed to a client that accepts it: brotli, else gzip. A
 * phone's network pays for every byte before the screen can draw: get_owners' 363 owners
 * are 47 KB of JSON and 7 KB in brotli. Brotli at quality 4 costs the server about what gzip
 * does (its default, 11, is for files compressed once). The web build's files are compressed
 * at build time (static-files.ts sends those as they are); a client that asks for no
 * encoding, as the benches' load generator does, gets the answer as it is.
 */
export const compressedAnswers = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCompress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'compressed-answers' },
);
