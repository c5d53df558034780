import { once } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { TransformOptions, Writable } from 'node:stream';
import zlib from 'node:zlib';

/**
 * zlib's level. On 100,000 applications' sheet XML (87 MB) level 6, zlib's
 * default, took 1.46 s of CPU for 12.7 MB; level 1 0.56 s for 14.2 MB
 * (bench/results/applications.md): the export is CPU-bound, the bytes cheap.
 */
const DEFLATE_LEVEL = 1;
/** Compressed output in pieces of this size (zlib's default, 16 KiB, meant four times as many writes onto the response). */
const DEFLATE_CHUNK = 64 * 1024;
/**
 * Text the deflater may hold before `write` waits for it: a few stages, so
 * the next rows are made while the last are compressed.
 */
const DEFLATE_AHEAD = 1024 * 1024;
/**
 * Text is gathered as UTF-8 into stages of this size before it is handed to
 * zlib. zlib compresses a piece on the libuv thread pool, but starts the next
 * one only from a callback on the main thread, which an export keeps busy
 * (SQLite's reads are synchronous, and rows become XML without a pause). With
 * pieces of 16 KiB the two took turns: 1.1 s of a 3.2 s export (100,000 rows)
 * was spent waiting for the deflater. A stage of 256 KiB is one piece of
 * work for the pool while the next 256 KiB of rows are made, and `write`
 * lets the pool's callback in after handing one over.
 */
const STAGE_BYTES = 256 * 1024;
/**
 * Stages zlib has finished with are kept for the next ones, up to this many
 * (DEFLATE_AHEAD holds four, one is being filled). A new buffer per stage
 * meant 87 MB of buffers allocated and collected per 100,000 rows; reused,
 * the export took 1.08 times as many rows a second, the sheet byte for byte
 * the same (bench/results/applications.md).
 */
const SPARE_STAGES = 8;

/**
 * A zip archive written front to back onto a stream, one deflated entry at a
 * time, with sizes and CRCs in data descriptors after each entry (so nothing
 * has to be known, or held, before an entry's bytes go out). Enough of PKWARE's
 * APPNOTE for xlsx files: no ZIP64, so the archive stays under 4 GiB.
 */
export class ZipWriter {
  private offset = 0;
  private readonly entries: { name: Buffer; crc: number; compressed: number; size: number; headerOffset: number }[] = [];
  private current: { name: Buffer; deflate: zlib.DeflateRaw; crc: number; size: number; compressed: number; headerOffset: number } | undefined;
  private stage: Buffer = Buffer.allocUnsafeSlow(STAGE_BYTES);
  private staged = 0;
  /** Bytes waiting for zlib, each with the stage it lies in (none for a text too long for one). */
  private readonly sealed: { bytes: Buffer; stage?: Buffer }[] = [];
  private readonly spare: Buffer[] = [];
  // DOS date and time of the entries: the moment the archive was begun.
  private readonly dosTime: number;
  private readonly dosDate: number;

  constructor(private readonly out: Writable, now = new Date()) {
    this.dosTime = (now.getHours() << 11) | (now.getMinutes() << 5) | (now.getSeconds() >> 1);
    this.dosDate = ((now.getFullYear() - 1980) << 9) | ((now.getMonth() + 1) << 5) | now.getDate();
  }

  /** Starts the next entry; the previous one must have been ended. */
  begin(name: string): void {
    if (this.current) throw new Error(`zip entry ${this.current.name.toString()} is still open`);
    const nameBytes = Buffer.from(name, 'utf8');
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4); // version needed: deflate
    header.writeUInt16LE(0x0808, 6); // sizes in a data descriptor; UTF-8 names
    header.writeUInt16LE(8, 8); // deflate
    header.writeUInt16LE(this.dosTime, 10);
    header.writeUInt16LE(this.dosDate, 12);
    // CRC and sizes (14–25) stay 0 here: the data descriptor carries them.
    header.writeUInt16LE(nameBytes.length, 26);
    const headerOffset = this.offset;
    this.emit(Buffer.concat([header, nameBytes]));
    // zlib hands its options on to the Transform it is (Node's lib/zlib.js); the type names only zlib's own.
    const options: zlib.ZlibOptions & TransformOptions = { level: DEFLATE_LEVEL, chunkSize: DEFLATE_CHUNK, writableHighWaterMark: DEFLATE_AHEAD };
    const deflate = zlib.createDeflateRaw(options);
    const entry = { name: nameBytes, deflate, crc: 0, size: 0, compressed: 0, headerOffset };
    deflate.on('data', (chunk: Buffer) => {
      entry.compressed += chunk.length;
      this.emit(chunk);
    });
    this.current = entry;
  }

  /** Adds text to the open entry, waiting while the deflater or the client is behind. */
  async write(text: string): Promise<void> {
    if (!this.current) throw new Error('no zip entry is open');
    this.putText(text);
    await this.flush();
  }

  /**
   * Puts bytes into the open entry's stage without waiting: rows are written
   * straight into it (`putBytes`, `putInt`, `putText`) instead of being built
   * as strings first. A full stage is sealed; `flush` hands the sealed ones to
   * zlib. A UTF-16 unit is at most 3 bytes of UTF-8, so `putText` makes room
   * for three bytes a unit.
   */
  putBytes(bytes: Uint8Array): void {
    this.room(bytes.length);
    this.stage.set(bytes, this.staged);
    this.staged += bytes.length;
  }

  /** A non-negative integer's decimal digits. */
  putInt(n: number): void {
    this.room(16);
    let digits = 1;
    for (let rest = n; rest >= 10; rest = Math.floor(rest / 10)) digits++;
    let at = this.staged + digits;
    for (let rest = n; at > this.staged; rest = Math.floor(rest / 10)) this.stage[--at] = 48 + (rest % 10);
    this.staged += digits;
  }

  putText(text: string): void {
    if (text.length * 3 > STAGE_BYTES) {
      this.seal();
      this.sealed.push({ bytes: Buffer.from(text, 'utf8') });
      return;
    }
    this.room(text.length * 3);
    this.staged += this.stage.write(text, this.staged, 'utf8');
  }

  /** Whether sealed stages wait for `flush`. */
  get full(): boolean {
    return this.sealed.length > 0;
  }

  /** Hands the sealed stages to zlib, waiting while it or the client is behind. */
  async flush(): Promise<void> {
    for (let next = this.sealed.shift(); next; next = this.sealed.shift()) await this.deflate(next.bytes, next.stage);
  }

  private room(bytes: number): void {
    if (this.staged + bytes > STAGE_BYTES) this.seal();
  }

  /** Seals the stage for zlib, which keeps the buffer until it is compressed: the next stage is a spare one. */
  private seal(): void {
    if (this.staged === 0) return;
    this.sealed.push({ bytes: this.stage.subarray(0, this.staged), stage: this.stage });
    this.stage = this.spare.pop() ?? Buffer.allocUnsafeSlow(STAGE_BYTES);
    this.staged = 0;
  }

  private async deflate(bytes: Buffer, stage?: Buffer): Promise<void> {
    const entry = this.current;
    if (!entry) throw new Error('no zip entry is open');
    entry.crc = zlib.crc32(bytes, entry.crc);
    entry.size += bytes.length;
    // zlib calls back once it has taken in the whole piece: the stage is free for later rows.
    const taken = stage && (() => this.spare.length < SPARE_STAGES && this.spare.push(stage));
    if (entry.deflate.write(bytes, taken)) await nextTurn();
    else await once(entry.deflate, 'drain');
    if (this.out.writableNeedDrain && !this.out.destroyed) await until(this.out, 'drain');
  }

  /** Flushes the open entry and writes its data descriptor. */
  async end(): Promise<void> {
    this.seal();
    await this.flush();
    const entry = this.current;
    if (!entry) throw new Error('no zip entry is open');
    const finished = once(entry.deflate, 'end');
    entry.deflate.end();
    await finished;
    this.current = undefined;
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(entry.crc >>> 0, 4);
    descriptor.writeUInt32LE(entry.compressed, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    this.emit(descriptor);
    this.entries.push(entry);
    if (this.offset > 0xffffffff) throw new Error('xlsx 文件超过 4 GiB，请缩小导出范围');
  }

  /** Drops the open entry of a download that was abandoned or failed; the archive is not finished. */
  abort(): void {
    this.current?.deflate.destroy();
    this.current = undefined;
    this.staged = 0;
    this.sealed.length = 0;
  }

  /** One whole entry at once (the small xlsx parts). */
  async add(name: string, text: string): Promise<void> {
    this.begin(name);
    await this.write(text);
    await this.end();
  }

  /** Writes the central directory and ends the stream. */
  async finish(): Promise<void> {
    if (this.current) await this.end();
    const start = this.offset;
    for (const entry of this.entries) {
      const record = Buffer.alloc(46);
      record.writeUInt32LE(0x02014b50, 0);
      record.writeUInt16LE(20, 4); // made by: MS-DOS attributes, version 2.0
      record.writeUInt16LE(20, 6);
      record.writeUInt16LE(0x0808, 8);
      record.writeUInt16LE(8, 10);
      record.writeUInt16LE(this.dosTime, 12);
      record.writeUInt16LE(this.dosDate, 14);
      record.writeUInt32LE(entry.crc >>> 0, 16);
      record.writeUInt32LE(entry.compressed, 20);
      record.writeUInt32LE(entry.size, 24);
      record.writeUInt16LE(entry.name.length, 28);
      // extra, comment, disk, internal and external attributes (30–41) are 0.
      record.writeUInt32LE(entry.headerOffset, 42);
      this.emit(Buffer.concat([record, entry.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    this.emit(end);
    const finished = until(this.out, 'finish');
    this.out.end();
    await finished;
  }

  private emit(chunk: Buffer): void {
    this.offset += chunk.length;
    if (!this.out.destroyed) this.out.write(chunk);
  }
}

/** Resolves on `event`, or when the stream closes or fails first (a client that went away). */
function until(stream: Writable, event: 'drain' | 'finish'): Promise<void> {
  if (stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off(event, done).off('close', done).off('error', done);
      resolve();
    };
    stream.on(event, done).on('close', done).on('error', done);
  });
}
