import fs from 'node:fs';
import path from 'node:path';

/** A local file store's objects under `root`, by relative path, with their bytes; the store's scratch folder (`.tmp`) left out. */
export function storedFiles(root: string): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  if (!fs.existsSync(root)) return found;
  for (const entry of fs.readdirSync(root, { recursive: true }) as string[]) {
    const file = path.join(root, entry);
    if (!entry.startsWith('.tmp') && fs.statSync(file).isFile()) found.set(entry, fs.readFileSync(file));
  }
  return found;
}
