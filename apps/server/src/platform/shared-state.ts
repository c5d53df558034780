import type { Redis } from 'ioredis';

/**
 * Short-lived state that several server instances must agree on (slide
 * challenges and tickets). In-process by default; Redis when REDIS_URL is set.
 */
export interface SharedState {
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Returns the value and deletes it in one step, so it can be used once only. */
  take(key: string): Promise<string | null>;
  /** Reads a value and leaves it (a cache shared by the instances: the 数据大屏's weather). */
  get(key: string): Promise<string | null>;
  close(): Promise<void>;
  /** What this instance's Redis keys start with (other shared keys, such as upload locks, use it too). */
  readonly prefix: string;
  /** The Redis client for plugins that can share it (rate limiting), if any. */
  readonly redis?: Redis;
}

export class MemoryState implements SharedState {
  readonly prefix = '';
  private readonly entries = new Map<string, { value: string; expiresAt: number }>();

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    this.sweep();
    this.entries.set(key, { value, expiresAt: Date.now() + ttlMs });
  }

  async take(key: string): Promise<string | null> {
    const entry = this.entries.get(key);
    this.entries.delete(key);
    return entry && entry.expiresAt > Date.now() ? entry.value : null;
  }

  async get(key: string): Promise<string | null> {
    const entry = this.entries.get(key);
    return entry && entry.expiresAt > Date.now() ? entry.value : null;
  }

  async close(): Promise<void> {
    this.entries.clear();
  }

  /** Drops expired entries so unused challenges cannot grow the map without bound. */
  private sweep(): void {
    if (this.entries.size < 1000) return;
    const now = Date.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}

export class RedisState implements SharedState {
  constructor(
    readonly redis: Redis,
    readonly prefix = 'hrbd:',
  ) {}

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await this.redis.set(this.prefix + key, value, 'PX', ttlMs);
  }

  async take(key: string): Promise<string | null> {
    return this.redis.getdel(this.prefix + key);
  }

  async get(key: string): Promise<string | null> {
    return this.redis.get(this.prefix + key);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}

/** Redis when a URL is given (its client loaded only then: ~9 MB a process), else this process's memory. */
export async function createSharedState(redisUrl: string | undefined, prefix?: string): Promise<SharedState> {
  if (!redisUrl) return new MemoryState();
  const { Redis } = await import('ioredis');
  return new RedisState(new Redis(redisUrl, { maxRetriesPerRequest: 2 }), prefix);
}
