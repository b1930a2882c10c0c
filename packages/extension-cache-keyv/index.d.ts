/**
 * Keyv backend for `@baeta/extension-cache`. Keyv puts one key-value interface in front of
 * many storage adapters (in-memory, SQLite, Postgres, etcd and more), which makes this store
 * convenient for local development, tests and small deployments.
 *
 * Clearing query results has to iterate over every key of the Keyv store, so under heavy load
 * prefer the Redis or Upstash stores.
 *
 * @packageDocumentation
 */

import type { Serializer, StoreAdapter, StoreOptions } from '@baeta/extension-cache';
import { Store } from '@baeta/extension-cache';
import type Keyv from 'keyv';

/**
 * Cache store backed by a `Keyv` instance. Pass it to `cacheExtension()`.
 *
 * The storage adapter behind your Keyv instance must support iteration (the in-memory default
 * does), because clearing query results lists keys with `keyv.iterator()`. Time to live is
 * handed to Keyv in milliseconds, converted from the cache's `ttl` in seconds.
 *
 * @example
 * ```ts title="src/extensions/index.ts"
 * import { createExtensions } from '@baeta/core';
 * import { cacheExtension } from '@baeta/extension-cache';
 * import { KeyvStore } from '@baeta/extension-cache-keyv';
 * import Keyv from 'keyv';
 *
 * // In-memory storage: fine for development, lost on restart.
 * const keyv = new Keyv();
 *
 * const cacheExt = cacheExtension(new KeyvStore(keyv), { ttl: 120 });
 *
 * export default createExtensions(cacheExt);
 * ```
 */
export declare class KeyvStore extends Store {
	/** The Keyv instance every adapter created by this store uses. */
	protected keyv: Keyv;

	/**
	 * Creates the store.
	 *
	 * @param keyv - The Keyv instance to store entries in. Give it a namespace of its own if
	 *   other code uses the same backend.
	 */
	constructor(keyv: Keyv);

	/**
	 * Creates the Keyv-backed adapter for one type. Called by `$createCache()`.
	 *
	 * @typeParam T - Object type the adapter stores.
	 * @param serializer - Serializer supplied by the extension.
	 * @param options - The type's cache options.
	 * @param type - GraphQL type name.
	 * @param hash - Hash of the type definition.
	 * @returns The adapter.
	 * @throws Error when the Keyv instance has no `iterator` (its storage adapter cannot list
	 *   keys).
	 */
	createStoreAdapter<T>(
		serializer: Serializer,
		options: StoreOptions<T>,
		type: string,
		hash: string,
	): StoreAdapter<T>;
}
