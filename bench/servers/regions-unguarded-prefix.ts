/** Where servers/regions-unguarded.ts mounts its unguarded copies of the region lookups. */
export const UNGUARDED_PREFIX = '/bench/public';
