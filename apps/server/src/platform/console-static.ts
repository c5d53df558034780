import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Where Vite writes the files whose names carry a hash of their content. */
const HASHED_DIR = 'assets';
/** Files the console build also writes as `.br` and `.gz` (apps/web/build/asset-plugins.ts). */
const PRECOMPRESSED = /\.(js|mjs|css|html|json|svg|txt)(\.br|\.gz)?$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Kept, but checked with the server (ETag) before each use: index.html names the current build's files. */
export const REVALIDATE = 'no-cache';

/** A hashed file never changes under its name; any other (index.html, public files) may. */
export function cacheControlFor(root: string, filePath: string): string {
  const relative = path.relative(root, filePath).split(path.sep);
  return relative.length > 1 && relative[0] === HASHED_DIR ? IMMUTABLE : REVALIDATE;
}

/**
 * Serves the built console from `webDist`, if built: each file as the build compressed it
 * (brotli, else gzip, as the browser accepts; `preCompressed`), hashed files cached for a year,
 * index.html and the unhashed public files revalidated on every use (issue 9 §4).
 */
export async function serveConsole(app: FastifyInstance, webDist: string): Promise<void> {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root: webDist,
    // One route looking the file up on each request: `wildcard: false` would register a GET and a HEAD
    // route per built file (about 2,000 with the .br and .gz copies), 14 MB of the idle server's heap.
    wildcard: true,
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.setHeader('cache-control', cacheControlFor(webDist, filePath));
      if (PRECOMPRESSED.test(filePath)) res.setHeader('vary', 'accept-encoding');
    },
  });
}
