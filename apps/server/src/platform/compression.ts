import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers on the fly (API JSON, the OpenAPI document) with brotli or gzip, as the
 * browser accepts, above a threshold (issue 9 §4). Register before the routes: it hooks the
 * routes added after it. The console's files are compressed at build time and sent as they are
 * (`console-static.ts`); what is already encoded, partial (Range) or not compressible (pictures,
 * videos, xlsx, PDF) passes through. Request bodies stay uncompressed: `http.ts` refuses them.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
}
