import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;
/** Smaller files gain nothing worth a second request's header bytes. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '.vite' ? [] : filesUnder(full);
    return [full];
  });
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Writes `x.br` and `x.gz` beside every compressible file of the build (public files too), at the
 * highest settings: it is done once per build, and the server sends them as they are
 * (`@fastify/static` `preCompressed`), so no request pays for compression. zlib's asynchronous calls
 * run on libuv's thread pool, so the files are compressed on every core at once (brotli at 11 took
 * about 30 s on one core of this machine, most of a build).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'hrbd:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = filesUnder(outDir).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const raw = await fs.promises.readFile(file);
          if (raw.length < MIN_BYTES) return;
          const [gzipped, brotlied] = await Promise.all([
            gzip(raw, { level: 9 }),
            brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
          ]);
          // Both are written for every file, so a route's gzip bytes can be counted from the build.
          await Promise.all([fs.promises.writeFile(`${file}.gz`, gzipped), fs.promises.writeFile(`${file}.br`, brotlied)]);
        }),
      );
    },
  };
}

/**
 * Emits `.vite/chunk-packages.json`: the npm packages inside each chunk, so the bundle budget
 * (`scripts/bundle-budget.mjs`) can name a widget's library that slipped into a route.
 */
export function chunkPackages(): Plugin {
  return {
    name: 'hrbd:chunk-packages',
    apply: 'build',
    generateBundle(_options, bundle) {
      const packages: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const names = output.moduleIds.flatMap((id) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ?? []);
        packages[output.fileName] = [...new Set(names)].sort();
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-packages.json', source: JSON.stringify(packages, null, 1) });
    },
  };
}
