/**
 * Cloudflare Workers backend for `@baeta/extension-cache`. Cache entries live in a Durable
 * Object, {@link BaetaCache}, which your Worker exports; the cache reaches it through
 * {@link CloudflareCacheClient}, and {@link CloudflareStoreAdapter} plugs that client into the
 * cache extension.
 *
 * The package has no ready-made `Store`: write a small `Store` subclass that returns a
 * {@link CloudflareStoreAdapter} (see its example). The Durable Object binding and its
 * migration can be added to your Wrangler configuration by `@baeta/plugin-cloudflare`, which
 * reads them from the `sdk` entry of this package.
 *
 * @packageDocumentation
 */

// Cloudflare's types are the Workers globals (D1Database, DurableObjectNamespace, Request…), as in a Workers
// project whose tsconfig lists @cloudflare/workers-types in "types"; they are not imported from a module.
/// <reference types="@cloudflare/workers-types" />
import type { ItemRef, ParentRef, Serializer, StoreOptions } from '@baeta/extension-cache';
import { StoreAdapter } from '@baeta/extension-cache';

/**
 * Durable Object that stores the cache. Export it from your Worker's main module under this
 * name, and bind it in your Wrangler configuration with the class name `"BaetaCache"` (the
 * binding is called `BAETA_CACHE` when `@baeta/plugin-cloudflare` writes it).
 *
 * Every cache entry is kept in the object's transactional storage together with its expiry
 * time. Expired entries are removed by a Durable Object alarm: each write with a lifetime makes
 * sure an alarm is due no later than the new expiry, and the alarm deletes what has expired
 * and schedules itself for the next expiry. {@link CloudflareCacheClient} always addresses the
 * same instance, so one object holds all entries of the application.
 *
 * You do not call its methods directly; they are reached through `fetch` by the client.
 *
 * @example
 * ```ts title="src/app.ts"
 * import { BaetaCache } from '@baeta/extension-cache-cloudflare';
 *
 * // The Workers runtime instantiates exported Durable Object classes itself.
 * export { BaetaCache };
 *
 * export default {
 *   async fetch(): Promise<Response> {
 *     return new Response('ok');
 *   },
 * };
 * ```
 */
export declare class BaetaCache implements DurableObject {
	/** State handed over by the runtime; its `storage` holds the entries. */
	state: DurableObjectState;
	/** Bindings handed over by the runtime; the cache uses none of them. */
	env: { [key: string]: never };

	/**
	 * Called by the Workers runtime.
	 *
	 * @param state - The Durable Object's state and storage.
	 * @param env - The Worker's bindings.
	 */
	constructor(state: DurableObjectState, env: { [key: string]: never });

	/**
	 * Executes one cache command. The request body is JSON with a `type` of `"get"`, `"put"`,
	 * `"list"`, `"delete"` or `"flush"` plus that command's fields, as sent by
	 * {@link CloudflareCacheClient}.
	 *
	 * @param request - The command.
	 * @returns Status 200 with the command's JSON result as body, or an empty body for
	 *   commands that return nothing.
	 * @throws Error with the message `bad_request` when `type` is none of the known commands.
	 */
	fetch(request: Request): Promise<Response>;

	/**
	 * Reads entries.
	 *
	 * @param keys - Keys to read.
	 * @returns A JSON array with one value per key, `null` where the key is absent.
	 */
	get: (keys: string[]) => Promise<string>;

	/**
	 * Writes entries, all with the same lifetime, and schedules their eviction.
	 *
	 * @param values - Pairs of key and value.
	 * @param ttl - Lifetime in milliseconds; entries never expire when it is left out or `0`.
	 * @returns `null`.
	 */
	put: (values: [string, string][], ttl?: number) => Promise<null>;

	/**
	 * Lists keys in key order.
	 *
	 * @param prefix - Only keys that start with this text.
	 * @param startAfter - Only keys that sort after this one, for paging.
	 * @param limit - Maximum number of keys; all matching keys when omitted.
	 * @returns A JSON array of keys.
	 */
	list: (prefix: string, startAfter?: string, limit?: number) => Promise<string>;

	/**
	 * Deletes entries.
	 *
	 * @param keys - Keys to delete.
	 * @returns `null`.
	 */
	delete: (keys: string[]) => Promise<null>;

	/**
	 * Deletes every entry of the object.
	 *
	 * @returns `null`.
	 */
	flush: () => Promise<null>;

	/**
	 * Scans all entries, a thousand at a time, deletes those whose expiry has passed and
	 * schedules the next eviction for the earliest expiry found.
	 */
	handleEviction: () => Promise<void>;

	/**
	 * Makes sure an eviction alarm runs no later than `at`. An alarm that is already due
	 * earlier is kept; otherwise the alarm is moved to `at`.
	 *
	 * @param at - Time in milliseconds since the Unix epoch.
	 */
	scheduledEviction: (at: number) => Promise<void>;

	/** Alarm handler called by the runtime; runs {@link BaetaCache.handleEviction}. */
	alarm: () => Promise<void>;
}

/**
 * Talks to the {@link BaetaCache} Durable Object from a Worker. Each method sends one command
 * as a `POST` request to the single cache instance (the one whose id is derived from the name
 * `BAETA_CACHE`) and returns its answer.
 *
 * {@link CloudflareStoreAdapter} creates its own client; use this class directly for
 * maintenance tasks, such as emptying the cache after a deployment, or in tests.
 *
 * @example
 * ```ts
 * import { CloudflareCacheClient } from '@baeta/extension-cache-cloudflare';
 *
 * export async function resetCache(env: { BAETA_CACHE: DurableObjectNamespace }) {
 *   const client = new CloudflareCacheClient(env.BAETA_CACHE);
 *   await client.flush();
 * }
 * ```
 */
export declare class CloudflareCacheClient {
	/** Namespace binding of the {@link BaetaCache} class. */
	durableObject: DurableObjectNamespace;

	/**
	 * Creates a client.
	 *
	 * @param durableObject - The Durable Object namespace bound to {@link BaetaCache}.
	 */
	constructor(durableObject: DurableObjectNamespace);

	/**
	 * Reads several entries.
	 *
	 * @param keys - Keys to read.
	 * @returns One value per key, in order, `null` where a key is absent.
	 */
	get: (keys: string[]) => Promise<(string | null)[]>;

	/**
	 * Reads one entry.
	 *
	 * @param key - Key to read.
	 * @returns The value, or `null` when absent.
	 */
	getOne: (key: string) => Promise<string | null>;

	/**
	 * Writes several entries with one lifetime.
	 *
	 * @param values - Pairs of key and value.
	 * @param ttl - Lifetime in milliseconds; no expiry when omitted.
	 * @returns `null` once the write is done.
	 */
	put: (values: [string, string][], ttl?: number) => Promise<null>;

	/**
	 * Writes one entry.
	 *
	 * @param key - Key to write.
	 * @param value - Value to store.
	 * @param ttl - Lifetime in milliseconds; no expiry when omitted.
	 * @returns `null` once the write is done.
	 */
	putOne: (key: string, value: string, ttl?: number) => Promise<null>;

	/**
	 * Deletes several entries.
	 *
	 * @param keys - Keys to delete.
	 * @returns `null` once they are deleted.
	 */
	delete: (keys: string[]) => Promise<null>;

	/**
	 * Deletes one entry.
	 *
	 * @param key - Key to delete.
	 * @returns `null` once it is deleted.
	 */
	deleteOne: (key: string) => Promise<null>;

	/**
	 * Deletes every entry of the cache, whichever type or field wrote it.
	 *
	 * @returns `null` once the cache is empty.
	 */
	flush: () => Promise<null>;

	/**
	 * Lists keys in key order.
	 *
	 * @param prefix - Only keys that start with this text; `""` for all.
	 * @param startAfter - Only keys that sort after this one.
	 * @param limit - Maximum number of keys; no limit when omitted.
	 * @returns The keys.
	 */
	list: (prefix: string, startAfter?: string, limit?: number) => Promise<string[]>;
}

/**
 * Cache adapter that stores one type's objects and query results in the {@link BaetaCache}
 * Durable Object. Lifetimes from the cache options (seconds) are passed on in milliseconds.
 * Clearing query results lists the keys of the affected field (or of the whole cache when
 * every field is cleared) and filters them with a regular expression.
 *
 * Return it from your own `Store` subclass, as shown below, and give that store to
 * `cacheExtension()`.
 *
 * @typeParam Item - Object type stored by this adapter.
 *
 * @example
 * ```ts title="src/lib/cloudflare-cache-store.ts"
 * import {
 *   type Serializer,
 *   Store,
 *   type StoreAdapter,
 *   type StoreOptions,
 * } from '@baeta/extension-cache';
 * import { CloudflareStoreAdapter } from '@baeta/extension-cache-cloudflare';
 *
 * export class CloudflareCacheStore extends Store {
 *   constructor(private readonly namespace: DurableObjectNamespace) {
 *     super();
 *   }
 *
 *   createStoreAdapter<T>(
 *     serializer: Serializer,
 *     options: StoreOptions<T>,
 *     type: string,
 *     hash: string,
 *   ): StoreAdapter<T> {
 *     return new CloudflareStoreAdapter<T>(this.namespace, serializer, options, type, hash);
 *   }
 * }
 * ```
 */
export declare class CloudflareStoreAdapter<Item> extends StoreAdapter<Item> {
	/**
	 * Creates the adapter and its {@link CloudflareCacheClient}.
	 *
	 * @param durableObject - The Durable Object namespace bound to {@link BaetaCache}.
	 * @param serializer - Serializer for stored values.
	 * @param options - Cache options of the type.
	 * @param type - GraphQL type name.
	 * @param hash - Hash of the type definition.
	 */
	constructor(
		durableObject: DurableObjectNamespace,
		serializer: Serializer,
		options: StoreOptions<Item>,
		type: string,
		hash: string,
	);

	/**
	 * Loads several objects with one request to the Durable Object.
	 *
	 * @param refs - References to load.
	 * @returns One entry per reference (`null` where missing), or `null` when `refs` is empty.
	 */
	getPartialMany: (refs: ItemRef[]) => Promise<Array<Item | null> | null>;

	/**
	 * Stores several objects with one request, each with the cache's lifetime.
	 *
	 * @param items - Objects to store.
	 */
	saveMany: (items: Item[]) => Promise<void>;

	/**
	 * Removes several objects.
	 *
	 * @param refs - References of the objects.
	 * @param evictQueries - Also clear every query result stored in this cache. Defaults to
	 *   `true`.
	 */
	deleteMany: (refs: ItemRef[], evictQueries?: boolean) => Promise<void>;

	/**
	 * Stores the metadata of one query result as a JSON array under its query key.
	 *
	 * @param queryRef - String form of the field's reference.
	 * @param meta - Entries to store.
	 * @param parentRef - Parent the result belongs to.
	 * @param args - Arguments the result was produced with.
	 */
	protected saveQueryMetadata: (
		queryRef: string,
		meta: string[],
		parentRef?: ParentRef,
		args?: Record<string, unknown>,
	) => Promise<void>;

	/**
	 * Loads the metadata of one query result.
	 *
	 * @param queryRef - String form of the field's reference.
	 * @param parentRef - Parent the result belongs to.
	 * @param args - Arguments the result was produced with.
	 * @returns The stored entries, or `null` when there are none.
	 */
	protected loadQueryMetadata: (
		queryRef: string,
		parentRef?: ParentRef,
		args?: Record<string, unknown>,
	) => Promise<string[] | null>;

	/**
	 * Deletes the metadata of every matching query result.
	 *
	 * @param queryRef - Field to clear; every field when omitted.
	 * @param parentRef - Only results of this parent.
	 * @param args - Only results whose arguments contain these values.
	 */
	protected deleteQueriesByRef: (
		queryRef?: string,
		parentRef?: ParentRef,
		args?: Record<string, unknown>,
	) => Promise<void>;

	/**
	 * Converts the configured lifetime to milliseconds.
	 *
	 * @returns `ttl * 1000`, or `undefined` when no lifetime is set.
	 */
	protected getTtl: () => number | undefined;

	/**
	 * Finds the keys of the query results that match.
	 *
	 * @param queryRef - Field to look in; `"*"` (the default) for every field.
	 * @param parentRef - Parent to match; `"*"` (the default) for any.
	 * @param args - Argument values to match; `{}` (the default) for any.
	 * @returns The matching keys.
	 */
	protected searchQueries(
		queryRef?: string,
		parentRef?: NonNullable<ParentRef>,
		args?: Record<string, unknown>,
	): Promise<string[]>;
}
