import fs from 'node:fs';
import path from 'node:path';

/** The files under a local file store's `root`, as paths relative to it; its scratch folder (`.tmp`) only when asked for. */
export function storedPaths(root: string, { scratch = false } = {}): string[] {
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((entry) => (scratch || !entry.startsWith('.tmp')) && fs.statSync(path.join(root, entry)).isFile());
}

/** A local file store's objects under `root`, by relative path, with their bytes; the scratch folder left out. */
export function storedFiles(root: string): Map<string, Buffer> {
  return new Map(storedPaths(root).map((entry) => [entry, fs.readFileSync(path.join(root, entry))]));
}
