import fsp from 'node:fs/promises';
import fs from 'node:fs';
import { pipeline, Readable, Transform } from 'node:stream';
import zlib from 'node:zlib';

/**
 * A zip archive on disk read through its central directory (PKWARE's APPNOTE,
 * as much as xlsx files use: stored and deflated entries, no ZIP64, no
 * encryption), each entry's bytes inflated as they stream. The directory
 * gives every entry's place and size, so the parts of a workbook can be read
 * in the order they are needed (shared strings before the sheet that uses
 * them), whatever order the writer put them in.
 */

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** The end record (22 bytes) follows a comment of at most 65,535 bytes. */
const EOCD_SEARCH = 22 + 0xffff;
/** Inflated output in pieces of this size: fewer, larger chunks for the XML scanner. */
const INFLATE_CHUNK = 64 * 1024;

export class NotAZip extends Error {}

/** An entry inflating past the archive's cap (a zip bomb, or simply too much): reading stops there. */
export class EntryTooLarge extends Error {}

interface Entry {
  method: number;
  flags: number;
  compressedSize: number;
  localOffset: number;
}

export interface ZipFile {
  /** Entry names in the directory's order. */
  readonly names: readonly string[];
  has(name: string): boolean;
  /** The entry's bytes, inflated, as they are read from disk; past `maxEntryBytes` the stream fails with EntryTooLarge. */
  open(name: string): Readable;
}

/**
 * `maxEntryBytes` caps what any entry may inflate to, counted as it inflates
 * (the sizes the directory declares are the writer's word, not a promise).
 */
export async function openZip(file: string, maxEntryBytes: number): Promise<ZipFile> {
  const handle = await fsp.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const tailLength = Math.min(size, EOCD_SEARCH);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    let end = -1;
    for (let i = tailLength - 22; i >= 0; i--) {
      if (tail.readUInt32LE(i) === EOCD) {
        end = i;
        break;
      }
    }
    if (end < 0) throw new NotAZip('no end of central directory');
    const count = tail.readUInt16LE(end + 10);
    const directorySize = tail.readUInt32LE(end + 12);
    const directoryOffset = tail.readUInt32LE(end + 16);
    if (directoryOffset === 0xffffffff || count === 0xffff || directoryOffset + directorySize > size) throw new NotAZip('ZIP64 or damaged directory');
    const directory = Buffer.alloc(directorySize);
    await handle.read(directory, 0, directorySize, directoryOffset);
    const entries = new Map<string, Entry>();
    let at = 0;
    for (let i = 0; i < count; i++) {
      if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL) throw new NotAZip('damaged central directory');
      const flags = directory.readUInt16LE(at + 8);
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const commentLength = directory.readUInt16LE(at + 32);
      const name = directory.toString('utf8', at + 46, at + 46 + nameLength);
      entries.set(name, { method: directory.readUInt16LE(at + 10), flags, compressedSize: directory.readUInt32LE(at + 20), localOffset: directory.readUInt32LE(at + 42) });
      at += 46 + nameLength + extraLength + commentLength;
    }
    // The local headers' lengths of name and extra field (which may differ from the directory's) place each entry's data.
    const dataStart = new Map<string, number>();
    for (const [name, entry] of entries) {
      const local = Buffer.alloc(30);
      await handle.read(local, 0, 30, entry.localOffset);
      if (local.readUInt32LE(0) !== LOCAL) throw new NotAZip(`damaged local header of ${name}`);
      dataStart.set(name, entry.localOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28));
    }
    await handle.close();
    return {
      names: [...entries.keys()],
      has: (name) => entries.has(name),
      open(name) {
        const entry = entries.get(name);
        const start = dataStart.get(name);
        if (!entry || start === undefined) throw new NotAZip(`no entry ${name}`);
        if (entry.flags & 1) throw new NotAZip(`encrypted entry ${name}`);
        if (entry.method !== 0 && entry.method !== 8) throw new NotAZip(`compression method ${entry.method} of ${name}`);
        if (entry.compressedSize === 0) return Readable.from([]);
        const raw = fs.createReadStream(file, { start, end: start + entry.compressedSize - 1, highWaterMark: INFLATE_CHUNK });
        let inflated = 0;
        const capped = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            inflated += chunk.length;
            done(inflated > maxEntryBytes ? new EntryTooLarge(name) : null, chunk);
          },
        });
        // A reader stopping early (a refused row, the cap) closes the file too.
        const stages = entry.method === 0 ? [raw, capped] : [raw, zlib.createInflateRaw({ chunkSize: INFLATE_CHUNK }), capped];
        pipeline(stages, () => undefined);
        return capped;
      },
    };
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
}
