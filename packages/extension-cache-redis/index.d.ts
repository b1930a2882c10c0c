/**
 * Redis backend for `@baeta/extension-cache`, using an `ioredis` client you create and own.
 * It is the recommended store for long-running servers in production: reads of several
 * objects go out as one `MGET`, writes are pipelined, and clearing query results walks the
 * key space with `SCAN` so Redis is never blocked.
 *
 * @packageDocumentation
 */

import type { Serializer, StoreAdapter, StoreOptions } from '@baeta/extension-cache';
import { Store } from '@baeta/extension-cache';
import type { Redis } from 'ioredis';

/**
 * Cache store that keeps objects and query results in Redis. Pass it to `cacheExtension()`.
 *
 * Objects are stored as strings with `SET`, followed by `EXPIRE` when the cache has a `ttl`;
 * query results are stored as Redis lists. Removing objects uses `UNLINK`, which frees memory
 * in the background. Several caches (one per type) can share one store and one connection.
 *
 * @example
 * ```ts title="src/extensions/index.ts"
 * import { createExtensions } from '@baeta/core';
 * import { cacheExtension } from '@baeta/extension-cache';
 * import { RedisStore } from '@baeta/extension-cache-redis';
 * import { Redis } from 'ioredis';
 *
 * const redis = new Redis(process.env.REDIS_URL ?? 'redis://localhost:6379');
 *
 * const cacheExt = cacheExtension(new RedisStore(redis), { ttl: 600 });
 *
 * export default createExtensions(cacheExt);
 * ```
 */
export declare class RedisStore extends Store {
	/** The connection every adapter created by this store uses. */
	protected client: Redis;

	/**
	 * Creates the store.
	 *
	 * @param client - An `ioredis` client. Its lifecycle stays with you: the store never
	 *   opens or closes the connection.
	 */
	constructor(client: Redis);

	/**
	 * Creates the Redis-backed adapter for one type. Called by `$createCache()`; you rarely
	 * call it yourself.
	 *
	 * When an operation of a pipelined write fails, the returned adapter rejects with one
	 * error that joins the messages of every failed command.
	 *
	 * @typeParam T - Object type the adapter stores.
	 * @param serializer - Serializer supplied by the extension.
	 * @param options - The type's cache options.
	 * @param type - GraphQL type name.
	 * @param hash - Hash of the type definition.
	 * @returns The adapter.
	 */
	createStoreAdapter<T>(
		serializer: Serializer,
		options: StoreOptions<T>,
		type: string,
		hash: string,
	): StoreAdapter<T>;
}
