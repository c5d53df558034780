import { randomBytes } from 'node:crypto';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import type { Redis } from 'ioredis';

export interface RedisLockerOptions {
  /** Key and channel prefix (the shared state's, so tests and deployments keep apart). */
  prefix: string;
  /**
   * How long a lock outlives its holder's last renewal. The holder renews it
   * three times per period, so only a dead (or stalled) process loses it;
   * a killed instance's upload can be resumed elsewhere after at most this.
   */
  ttlMs?: number;
  /** How long a request waits for a lock before tus answers it 500 (as the in-memory locker). */
  acquireTimeoutMs?: number;
}

/** Deletes or renews the key only while it still holds this lock's token (another holder's lock is left alone). */
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;

interface Held {
  token: string;
  requestRelease: RequestRelease;
  renewal: NodeJS.Timeout;
}

/**
 * tus's locker shared by every instance through Redis: one request at a time
 * per upload, whichever instance it reaches. A request that finds the upload
 * locked asks the holder (on a Redis channel, so on any instance) to let go —
 * tus then ends the holder's request, as the in-memory locker does within one
 * process — and tries again until it holds the lock or gives up.
 */
export class RedisLocker implements Locker {
  readonly ttlMs: number;
  readonly acquireTimeoutMs: number;
  private readonly held = new Map<string, Held>();
  private subscriber?: Redis;
  private subscribed?: Promise<unknown>;

  constructor(
    readonly redis: Redis,
    private readonly options: RedisLockerOptions,
  ) {
    this.ttlMs = options.ttlMs ?? 6000;
    this.acquireTimeoutMs = options.acquireTimeoutMs ?? 30_000;
  }

  get channel(): string {
    return `${this.options.prefix}tus-lock-release`;
  }

  keyOf(id: string): string {
    return `${this.options.prefix}tus-lock:${id}`;
  }

  newLock(id: string): Lock {
    return new RedisLock(this, id);
  }

  /** Listens for release requests for the locks this process holds (one connection, opened on first use). */
  listen(): Promise<unknown> {
    if (!this.subscribed) {
      const subscriber = (this.subscriber = this.redis.duplicate());
      subscriber.on('message', (_channel: string, id: string) => void this.held.get(id)?.requestRelease());
      this.subscribed = subscriber.subscribe(this.channel);
    }
    return this.subscribed;
  }

  async tryAcquire(id: string, requestRelease: RequestRelease): Promise<boolean> {
    const token = randomBytes(16).toString('hex');
    const key = this.keyOf(id);
    if ((await this.redis.set(key, token, 'PX', this.ttlMs, 'NX')) !== 'OK') return false;
    const renewal = setInterval(() => void this.redis.eval(RENEW, 1, key, token, String(this.ttlMs)).catch(() => undefined), this.ttlMs / 3);
    renewal.unref();
    this.held.set(id, { token, requestRelease, renewal });
    return true;
  }

  async askRelease(id: string): Promise<void> {
    await this.redis.publish(this.channel, id);
  }

  async release(id: string): Promise<void> {
    const held = this.held.get(id);
    if (!held) throw new Error('Releasing an unlocked lock!');
    clearInterval(held.renewal);
    this.held.delete(id);
    await this.redis.eval(RELEASE, 1, this.keyOf(id), held.token);
  }

  async close(): Promise<void> {
    for (const held of this.held.values()) clearInterval(held.renewal);
    await this.subscriber?.quit().catch(() => undefined);
  }
}

const RETRY_MS = 50;
const ASK_EVERY = 10;

class RedisLock implements Lock {
  constructor(
    private readonly locker: RedisLocker,
    private readonly id: string,
  ) {}

  async lock(stopSignal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    await this.locker.listen();
    const deadline = Date.now() + this.locker.acquireTimeoutMs;
    for (let attempt = 0; !stopSignal.aborted && Date.now() < deadline; attempt++) {
      if (await this.locker.tryAcquire(this.id, requestRelease)) return;
      // Asked now and then (a new holder may have come in between): a live holder ends its request; a dead one's lock runs out.
      if (attempt % ASK_EVERY === 0) await this.locker.askRelease(this.id);
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
    throw ERRORS.ERR_LOCK_TIMEOUT;
  }

  async unlock(): Promise<void> {
    await this.locker.release(this.id);
  }
}
