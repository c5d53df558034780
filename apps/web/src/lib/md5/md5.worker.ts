import { hashBlob } from './hash-blob';

/** Messages between the page and the hashing worker. */
export type HashRequest = { file: Blob };
export type HashReply = { type: 'progress'; fraction: number } | { type: 'done'; md5: string } | { type: 'error'; message: string };

// One worker per file: the page terminates it to cancel, so no cancel message is needed.
self.addEventListener('message', (event: MessageEvent<HashRequest>) => {
  const reply = (message: HashReply) => self.postMessage(message);
  hashBlob(event.data.file, (fraction) => reply({ type: 'progress', fraction })).then(
    (md5) => reply({ type: 'done', md5 }),
    (error: unknown) => reply({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
  );
});
