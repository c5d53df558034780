import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomCode } from '../ids.js';
import { assertObjectKey, InvalidObjectKeyError, type ByteRange, type ObjectStat, type ObjectStore } from './object-store.js';

/**
 * Objects as files under one directory (DATA_DIR/files by default). Writes go
 * to a temporary file first and are renamed into place, so a reader never
 * sees half a file and a failed upload leaves nothing behind.
 */
export class LocalObjectStore implements ObjectStore {
  private readonly root: string;
  private readonly tmp: string;

  constructor(root: string) {
    this.root = path.resolve(root);
    this.tmp = path.join(this.root, '.tmp');
    fs.mkdirSync(this.tmp, { recursive: true });
  }

  /** The file of a key; the key pattern already excludes traversal, the prefix check makes sure. */
  private pathOf(key: string): string {
    assertObjectKey(key);
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep) || file.startsWith(this.tmp + path.sep)) throw new InvalidObjectKeyError(key);
    return file;
  }

  async put(key: string, body: Readable | AsyncIterable<Buffer>): Promise<{ size: number }> {
    const file = this.pathOf(key);
    const temp = path.join(this.tmp, `${randomCode(16)}.part`);
    try {
      await pipeline(body instanceof Readable ? body : Readable.from(body), fs.createWriteStream(temp, { flags: 'wx' }));
      await fsp.mkdir(path.dirname(file), { recursive: true });
      await fsp.rename(temp, file);
      const { size } = await fsp.stat(file);
      return { size };
    } catch (error) {
      await fsp.rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.pathOf(key);
    // Open first so a missing object fails here rather than later inside the response stream.
    const handle = await fsp.open(file, 'r');
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async stat(key: string): Promise<ObjectStat | null> {
    try {
      const stat = await fsp.stat(this.pathOf(key));
      return stat.isFile() ? { size: stat.size, modifiedTime: stat.mtime } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }
}
