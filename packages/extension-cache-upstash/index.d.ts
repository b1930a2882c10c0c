/**
 * Upstash Redis backend for `@baeta/extension-cache`. Upstash is reached over HTTP rather than
 * a long-lived TCP connection, so this store suits serverless functions and edge runtimes where
 * sockets are unavailable or short-lived.
 *
 * Create the connection with {@link UpstashClient} (not the plain `Redis` class of
 * `@upstash/redis`) and hand it to {@link UpstashStore}.
 *
 * @packageDocumentation
 */

import type { Serializer, StoreAdapter, StoreOptions } from '@baeta/extension-cache';
import { Store } from '@baeta/extension-cache';
import { Redis, type RedisConfigNodejs } from '@upstash/redis';

/**
 * Upstash Redis client prepared for the cache. It is the `Redis` class of `@upstash/redis`
 * with automatic deserialization switched off, so the values the cache wrote come back as the
 * exact strings it stored and its own serializer can restore them. All Redis commands of the
 * parent class remain available.
 *
 * @example
 * ```ts
 * import { UpstashClient } from '@baeta/extension-cache-upstash';
 *
 * const client = new UpstashClient({
 *   url: process.env.UPSTASH_REDIS_REST_URL ?? '',
 *   token: process.env.UPSTASH_REDIS_REST_TOKEN ?? '',
 * });
 * ```
 */
export declare class UpstashClient extends Redis {
	/**
	 * Creates the client.
	 *
	 * @param options - Connection settings of `@upstash/redis` (at least `url` and `token`).
	 *   `automaticDeserialization` cannot be set: it is always `false`.
	 */
	constructor(options: Omit<RedisConfigNodejs, 'automaticDeserialization'>);
}

/**
 * Cache store that keeps objects and query results in Upstash Redis. Pass it to
 * `cacheExtension()`.
 *
 * Writes are sent as one pipeline per call; query results are stored as Redis lists; clearing
 * query results pages through matching keys with `SCAN` and removes them with `UNLINK`.
 *
 * @example
 * ```ts title="src/extensions/index.ts"
 * import { createExtensions } from '@baeta/core';
 * import { cacheExtension } from '@baeta/extension-cache';
 * import { UpstashClient, UpstashStore } from '@baeta/extension-cache-upstash';
 *
 * const client = new UpstashClient({
 *   url: process.env.UPSTASH_REDIS_REST_URL ?? '',
 *   token: process.env.UPSTASH_REDIS_REST_TOKEN ?? '',
 * });
 *
 * const cacheExt = cacheExtension(new UpstashStore(client), { ttl: 300 });
 *
 * export default createExtensions(cacheExt);
 * ```
 */
export declare class UpstashStore extends Store {
	/** The client every adapter created by this store uses. */
	protected client: UpstashClient;

	/**
	 * Creates the store.
	 *
	 * @param client - An {@link UpstashClient}. A plain `@upstash/redis` client decodes values
	 *   on its own by default, while the cache needs them back as the raw strings it wrote.
	 */
	constructor(client: UpstashClient);

	/**
	 * Creates the Upstash-backed adapter for one type. Called by `$createCache()`.
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
