import SparkMD5 from 'spark-md5';

/** Bytes read per step: large enough to be quick, small enough to keep memory flat on a 100 MB video. */
export const HASH_CHUNK_BYTES = 2 * 1024 * 1024;

/** A slice's bytes through FileReader, which pages, workers and jsdom all have (Blob.arrayBuffer is missing in jsdom). */
function readBytes(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('读取文件失败'));
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * The md5 of a file, read chunk by chunk into an incremental hash, so memory
 * stays at one chunk whatever the size. `onProgress` gets the fraction done
 * (0–1) after each chunk; `isCancelled` is asked between chunks.
 */
export async function hashBlob(blob: Blob, onProgress: (fraction: number) => void, isCancelled: () => boolean = () => false): Promise<string> {
  const spark = new SparkMD5.ArrayBuffer();
  for (let start = 0; start < blob.size; start += HASH_CHUNK_BYTES) {
    if (isCancelled()) throw new DOMException('已取消', 'AbortError');
    const end = Math.min(start + HASH_CHUNK_BYTES, blob.size);
    spark.append(await readBytes(blob.slice(start, end)));
    onProgress(end / blob.size);
  }
  return spark.end();
}
