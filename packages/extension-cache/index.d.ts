/**
 * Caching for Baeta resolvers. Register {@link cacheExtension} with a storage backend, create
 * one cache per GraphQL type with `$createCache()`, then turn caching on for individual fields
 * with `$useCache()`.
 *
 * Cached objects are stored once, under their own reference (usually their `id`); cached query
 * results only hold the list of references they returned. Saving an updated object therefore
 * refreshes every cached query that contains it, and clearing can target one field, one parent
 * or a subset of arguments. Storage backends ship as separate packages
 * (`@baeta/extension-cache-redis`, `-upstash`, `-keyv`, `-cloudflare`); write your own by
 * extending {@link Store} and {@link StoreAdapter}.
 *
 * @packageDocumentation
 */

import type { Middleware } from '@baeta/core';
import type { Extension } from '@baeta/core/sdk';

// ---------------------------------------------------------------------------
// References
// ---------------------------------------------------------------------------

/**
 * Identifier of a cached object within its type, for example a user's id. Objects are stored
 * under the string form of this value.
 */
export type ItemRef = string | number | bigint;

/**
 * Identifier of the parent object a field is resolved on, used to keep cached results of
 * `User.photos` for one user apart from those of another. `null` and `undefined` mean "no
 * parent", which is what root fields such as `Query.users` normally have.
 */
export type ParentRef = ItemRef | null | undefined;

/**
 * Object shapes the cache can identify without help: objects with an `id` that is a string,
 * number or bigint, and the empty object type (used for root types such as `Query`).
 *
 * When a type's object or a field's parent does not match this shape, the options that tell
 * the cache how to identify it become mandatory: `getRef` in {@link RequiredStoreOptions} and
 * `getRootRef` in {@link RequiredCacheMiddlewareOptions}.
 */
export type RefCompatibleRoot =
	| {
			/** The object's id, which the cache uses to identify it. */
			id: string | number | bigint;
	  }
	| { [key: string]: never };

/**
 * Identity of one cacheable field, such as `Query.users` or `User.photos`. Every resolver
 * builder exposes its own as `$cacheRef`; you pass it to {@link StoreAdapter} methods when you
 * read, write or clear cached query results by hand.
 *
 * The reference combines the type and field names, a hash of the field's schema definition
 * (so editing the field in the schema starts a fresh cache) and a revision number you control.
 *
 * @typeParam _Result - Value the field resolves to. Only used for type inference.
 * @typeParam _Root - Parent object of the field. Only used for type inference.
 * @typeParam _Args - Arguments of the field. Only used for type inference.
 */
export declare class CacheRef<_Result, _Root, _Args> {
	/**
	 * Creates a reference. Resolver builders create theirs for you; construct one yourself only
	 * for custom tooling or tests.
	 *
	 * @param type - Name of the GraphQL type that owns the field, such as `"Query"`.
	 * @param field - Name of the field, such as `"users"`.
	 * @param hash - Hash of the field definition; a different hash addresses different entries.
	 * @param revision - Starting revision. Defaults to `1`.
	 */
	constructor(type: string, field: string, hash: string, revision?: number);

	/**
	 * Returns the key fragment that identifies this field in storage, in the form
	 * `Type.field:r<revision>_<hash>`.
	 *
	 * @returns The string form of the reference.
	 */
	toString(): string;

	/**
	 * Reads the current revision.
	 *
	 * @returns The revision number, `1` unless it was changed.
	 */
	getRevision(): number;

	/**
	 * Changes the revision. Entries written under another revision are no longer read, which
	 * invalidates every cached result of this field at once. The `$cacheRevision()` method of a
	 * resolver builder calls this.
	 *
	 * @param revision - New revision number.
	 */
	setRevision(revision: number): void;

	/**
	 * Reads the schema hash given at construction.
	 *
	 * @returns The field hash.
	 */
	getHash(): string;
}

// ---------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------

/**
 * Options that apply to every cache created through one {@link cacheExtension}. Each
 * `$createCache()` call can override them.
 */
export interface DefaultStoreOptions {
	/**
	 * How long cached objects and query results live, in seconds. Every write sets the
	 * lifetime again.
	 *
	 * @defaultValue `3600` (one hour)
	 */
	ttl?: number;
}

/**
 * Options of one type's cache, passed to `$createCache()` (and from there to
 * {@link Store.createStoreAdapter}).
 *
 * @typeParam Root - Object type stored in this cache.
 */
export interface StoreOptions<Root> extends DefaultStoreOptions {
	/**
	 * Manual version of the whole cache of this type. It is part of every key the cache
	 * writes, so raising it makes all earlier entries unreachable: use it after a deployment
	 * that changes what the cached objects look like without changing the schema.
	 *
	 * @defaultValue `0`
	 */
	revision?: number;
	/**
	 * Returns the reference an object is stored under.
	 *
	 * @defaultValue the object's `id` property, which must be a string, number or bigint
	 * @param root - Object about to be cached.
	 * @returns The object's reference.
	 */
	getRef?: (root: Root) => ItemRef;
}

/**
 * {@link StoreOptions} with `getRef` made mandatory. `$createCache()` expects this form when the
 * cached type has no usable `id` (it does not match {@link RefCompatibleRoot}).
 *
 * @typeParam Root - Object type stored in this cache.
 */
export interface RequiredStoreOptions<Root> extends StoreOptions<Root> {
	/**
	 * Returns the reference an object is stored under, for example a composite of two fields.
	 *
	 * @param root - Object about to be cached.
	 * @returns The object's reference.
	 */
	getRef: (root: Root) => ItemRef;
}

/**
 * Options of `$useCache()` and {@link StoreAdapter.createMiddleware}.
 *
 * @typeParam Root - Parent object of the cached field.
 */
export interface CacheMiddlewareOptions<Root> {
	/**
	 * Returns the reference of the parent object, so that each parent gets its own cached
	 * result (the photos of user 1 are kept apart from those of user 2).
	 *
	 * @defaultValue the parent's `id` when it has one; without one, results are not told apart
	 * by parent, which is what root fields need
	 * @param root - Parent object the field is resolved on.
	 * @returns The parent's reference.
	 */
	getRootRef?: (root: Root) => ItemRef;
}

/**
 * {@link CacheMiddlewareOptions} with `getRootRef` made mandatory. `$useCache()` expects this
 * form when the parent object has no usable `id` (it does not match {@link RefCompatibleRoot}).
 *
 * @typeParam Root - Parent object of the cached field.
 */
export interface RequiredCacheMiddlewareOptions<Root> extends CacheMiddlewareOptions<Root> {
	/**
	 * Returns the reference of the parent object.
	 *
	 * @param root - Parent object the field is resolved on.
	 * @returns The parent's reference.
	 */
	getRootRef: (root: Root) => ItemRef;
}

/**
 * Arguments of a field with every property optional, at any depth. Used to describe the
 * argument values a cached result must have to be cleared.
 *
 * @typeParam T - The field's argument type.
 */
export type CacheArgs<T> = {
	[P in keyof T]?: T[P] extends object ? CacheArgs<T[P]> : T[P];
};

/**
 * Selects cached query results, for reading one result or for clearing many.
 *
 * When clearing, a result matches when it was stored for the given parent (any parent if
 * `parentRef` is left out) and its arguments contain every value listed in `args`; arguments
 * not listed may have any value. When reading, the values identify one exact result.
 *
 * @typeParam Args - Arguments of the field.
 */
export type CacheQueryMatching<Args> = {
	/** Reference of the parent object the result belongs to. */
	parentRef?: ParentRef;
	/** Argument values, possibly partial and nested, the result was produced with. */
	args?: CacheArgs<Args>;
};

// ---------------------------------------------------------------------------
// Serialization
// ---------------------------------------------------------------------------

/**
 * Deliberately unchecked type used where the serializer accepts or produces values of any
 * shape (class constructors, transformer defaults, payloads). It is `any` so that concrete
 * constructors and transformers remain assignable to the generic slots.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SerializerAny = any;

/** Any class constructor, as accepted by a {@link ClassTransformer}. */
export type SerializerClass = {
	new (...args: SerializerAny[]): SerializerAny;
};

/**
 * JSON-compatible value that a {@link CustomTransformer} turns its input into: strings,
 * numbers, booleans, `null`, `undefined`, and arrays or plain objects made of those.
 */
export type SerializerValue =
	| string
	| number
	| boolean
	| undefined
	| null
	| Array<SerializerValue>
	| {
			[key: string]: SerializerValue;
	  };

/**
 * Teaches the serializer a value type it cannot store by itself, typically the runtime value
 * of a custom scalar (a decimal, a money amount, a geographic point).
 *
 * @typeParam Input - Runtime type of the value.
 * @typeParam Output - JSON-compatible form it is stored as.
 */
export type CustomTransformer<Input, Output extends SerializerValue> = {
	/** Marks this as a custom transformer. */
	kind: 'custom';
	/** Unique name written next to the stored value, used to pick the transformer on reading. */
	name: string;
	/**
	 * Tells whether a value is one this transformer handles.
	 *
	 * @param value - Value found while serializing.
	 */
	isApplicable: (value: Input) => value is Input;
	/**
	 * Turns the value into its JSON-compatible form.
	 *
	 * @param value - Value to store.
	 */
	serialize: (value: Input) => Output;
	/**
	 * Rebuilds the value from its stored form.
	 *
	 * @param value - Stored form produced by `serialize`.
	 */
	deserialize: (value: Output) => Input;
};

/**
 * Registers a class so that its instances come back from the cache as instances of that class
 * (with their prototype) rather than as plain objects.
 */
export type ClassTransformer = {
	/** Marks this as a class transformer. */
	kind: 'class';
	/** The class to register. */
	class: SerializerClass;
	/** Name stored with each instance. Defaults to the class name. */
	identifier?: string;
	/** When given, only these properties of an instance are stored. */
	allowProps?: string[];
};

/**
 * Registers a symbol so that it keeps its identity when it goes through the cache.
 */
export type SymbolTransformer = {
	/** Marks this as a symbol transformer. */
	kind: 'symbol';
	/** The symbol to register. */
	symbol: symbol;
	/** Name stored in place of the symbol. Defaults to the symbol's description. */
	identifier?: string;
};

/**
 * One entry of the transformer list given to {@link cacheExtension} or
 * {@link createSerializer}: a {@link CustomTransformer}, a {@link ClassTransformer} or a
 * {@link SymbolTransformer}.
 *
 * @typeParam Input - Runtime type handled by a custom transformer.
 * @typeParam Output - Stored form produced by a custom transformer.
 */
export type SerializerTransformer<
	Input = SerializerAny,
	Output extends SerializerValue = SerializerAny,
> = CustomTransformer<Input, Output> | ClassTransformer | SymbolTransformer;

/**
 * Intermediate form produced by {@link Serializer.serialize}: plain JSON plus the metadata
 * needed to restore richer values.
 */
export interface SerializerResult {
	/** JSON-compatible version of the value. */
	json: unknown;
	/** Extra information needed to rebuild the original value; absent for plain JSON values. */
	meta?: {
		/** Which non-JSON type (date, map, registered class and so on) sits at which path. */
		values?: unknown;
		/** Paths that pointed to the same object in the original value. */
		referentialEqualities?: unknown;
	};
}

/**
 * Converts values to strings and back for storage. Besides plain JSON it preserves types such
 * as `Date`, `BigInt`, `Map`, `Set`, `RegExp`, `URL` and `undefined`, and whatever was
 * registered through transformers. Every {@link StoreAdapter} receives one from the extension;
 * create your own with {@link createSerializer}.
 */
export interface Serializer {
	/**
	 * Converts a value into its JSON form plus metadata.
	 *
	 * @param object - Value to convert.
	 * @returns The intermediate form.
	 */
	serialize(object: unknown): SerializerResult;
	/**
	 * Rebuilds a value from the result of {@link Serializer.serialize}.
	 *
	 * @typeParam T - Expected type of the value; not checked at run time.
	 * @param payload - Intermediate form.
	 * @returns The rebuilt value.
	 */
	deserialize<T = unknown>(payload: SerializerResult): T;
	/**
	 * Converts a value into a string ready to be stored.
	 *
	 * @param object - Value to convert.
	 * @returns The stored text.
	 */
	stringify(object: unknown): string;
	/**
	 * Rebuilds a value from text produced by {@link Serializer.stringify}.
	 *
	 * @typeParam T - Expected type of the value; not checked at run time.
	 * @param string - Stored text.
	 * @returns The rebuilt value.
	 */
	parse<T = unknown>(string: string): T;
}

/**
 * Creates a {@link Serializer} (backed by SuperJSON) with the given transformers registered.
 * The cache extension calls it for you with the transformers passed to
 * {@link cacheExtension}; call it yourself when you construct a {@link StoreAdapter} directly,
 * for instance in tests.
 *
 * @typeParam Input - Runtime type handled by the custom transformers.
 * @typeParam Output - Stored form produced by the custom transformers.
 * @param serializers - Transformers to register, in order.
 * @returns A new serializer; instances do not share registrations.
 *
 * @example
 * ```ts
 * import { createSerializer } from '@baeta/extension-cache';
 *
 * class Money {
 *   constructor(
 *     public amount: number,
 *     public currency: string,
 *   ) {}
 * }
 *
 * const serializer = createSerializer([{ kind: 'class', class: Money }]);
 *
 * const text = serializer.stringify({ price: new Money(12, 'EUR') });
 * const back = serializer.parse<{ price: Money }>(text);
 * console.log(back.price instanceof Money); // true
 * ```
 */
export declare function createSerializer<
	Input = SerializerAny,
	Output extends SerializerValue = SerializerAny,
>(serializers?: SerializerTransformer<Input, Output>[]): Serializer;

// ---------------------------------------------------------------------------
// Storage
// ---------------------------------------------------------------------------

/**
 * Per-type cache: reads and writes objects of one GraphQL type and the query results made of
 * them. You get one from `$createCache()` on a type (for example `User.$createCache()`) and use
 * it to enable caching on fields, to update objects after a mutation and to clear results.
 *
 * Storage packages subclass it for their backend. A subclass implements the abstract members
 * and builds its keys with the protected helpers, so all backends lay data out the same way:
 * objects under `<Type>:items:<revision>:<ref>`, query results under
 * `<Type>:<Type.field:fieldRevision_fieldHash>:<revision>:parent#<parent>#args#<args>`, where
 * `<revision>` is `r<StoreOptions.revision>_<type hash>`.
 *
 * @typeParam Item - Object type stored by this adapter.
 *
 * @example
 * ```ts
 * import { getUserModule } from './typedef.ts';
 *
 * const { User, Query, Mutation } = getUserModule();
 *
 * export const userCache = User.$createCache();
 *
 * Query.user.$useCache(userCache);
 * Query.users.$useCache(userCache);
 *
 * Mutation.updateUser.$use(async (_params, next) => {
 *   const user = await next();
 *   if (user) {
 *     // Every cached query that returned this user now sees the new data.
 *     await userCache.save(user);
 *   }
 *   return user;
 * });
 *
 * Mutation.createUser.$use(async (_params, next) => {
 *   const user = await next();
 *   // The list of users changed: forget the cached lists.
 *   await Query.users.$cacheClear(userCache);
 *   return user;
 * });
 * ```
 */
export declare abstract class StoreAdapter<Item> {
	/** Serializer used to turn objects into stored text and back. */
	protected serializer: Serializer;
	/** Options of this cache, as given to `$createCache()` merged over the extension defaults. */
	protected options: StoreOptions<Item>;
	/** Name of the GraphQL type this adapter stores; the first segment of every key. */
	protected type: string;
	/** Hash of the type's schema definition; part of every key, so schema edits start afresh. */
	protected hash: string;

	/**
	 * Called by subclasses. Adapters are normally created by {@link Store.createStoreAdapter}.
	 *
	 * @param serializer - Serializer for stored values.
	 * @param options - Cache options of the type.
	 * @param type - GraphQL type name.
	 * @param hash - Hash of the type definition.
	 */
	constructor(serializer: Serializer, options: StoreOptions<Item>, type: string, hash: string);

	/**
	 * Loads several objects in one round trip. Backends implement this.
	 *
	 * @param refs - References to load.
	 * @returns One entry per reference, in the same order, `null` where nothing is cached; or
	 *   `null` as a whole when `refs` is empty.
	 */
	abstract getPartialMany: (refs: ItemRef[]) => Promise<Array<Item | null> | null>;

	/**
	 * Stores several objects, each under the reference returned by `getRef`, replacing what
	 * was there and restarting its time to live. Backends implement this.
	 *
	 * @param items - Objects to store.
	 */
	abstract saveMany: (items: Item[]) => Promise<void>;

	/**
	 * Removes several objects. Backends implement this.
	 *
	 * @param refs - References of the objects to remove.
	 * @param evictQueries - Whether to also clear every query result stored in this cache,
	 *   since they may list the removed objects. The bundled backends default to `true`.
	 */
	abstract deleteMany: (refs: ItemRef[], evictQueries?: boolean) => Promise<void>;

	/**
	 * Stores the metadata of one query result: a list flag followed by the encoded references
	 * of the returned objects. Backends implement this, keyed with `createKeyByQuery`.
	 *
	 * @param queryRef - String form of the field's {@link CacheRef}.
	 * @param meta - Entries to store, in order.
	 * @param parentRef - Parent the result belongs to.
	 * @param args - Arguments the result was produced with.
	 */
	protected abstract saveQueryMetadata: (
		queryRef: string,
		meta: string[],
		parentRef?: ParentRef,
		args?: Record<string, unknown>,
	) => Promise<void>;

	/**
	 * Loads the metadata written by `saveQueryMetadata`. Backends implement this.
	 *
	 * @param queryRef - String form of the field's {@link CacheRef}.
	 * @param parentRef - Parent the result belongs to.
	 * @param args - Arguments the result was produced with.
	 * @returns The stored entries, or `null` when there are none.
	 */
	protected abstract loadQueryMetadata: (
		queryRef: string,
		parentRef?: ParentRef,
		args?: Record<string, unknown>,
	) => Promise<string[] | null>;

	/**
	 * Removes the metadata of every query result that matches. Backends implement this,
	 * usually by listing keys with `createQueryKeyRegExpMatcher` or
	 * `createQueryKeyGlobMatcher`.
	 *
	 * @param queryRef - String form of a field's {@link CacheRef}; all fields when omitted.
	 * @param parentRef - Only results of this parent; any parent when omitted.
	 * @param args - Only results whose arguments contain these values.
	 */
	protected abstract deleteQueriesByRef: <Result, Root, Args>(
		queryRef?: string,
		parentRef?: ParentRef,
		args?: Record<string, unknown>,
	) => Promise<void>;

	/**
	 * Loads one object. Calls made in the same tick are batched into a single
	 * `getPartialMany` request; nothing is memoized between calls.
	 *
	 * @param ref - Reference of the object.
	 * @returns The cached object, or `null` when it is not cached.
	 */
	get: (ref: ItemRef) => Promise<Item | null>;

	/**
	 * Loads several objects, all or nothing.
	 *
	 * @param refs - References of the objects.
	 * @returns The objects in the order of `refs` when every one is cached, otherwise `null`.
	 */
	getMany(refs: ItemRef[]): Promise<Item[] | null>;
	/**
	 * Loads several objects and fetches the missing ones with `fallback`. The fetched objects
	 * are written to the cache in the background (a failed write is logged, not thrown).
	 *
	 * @typeParam T - Reference type used by the caller.
	 * @param refs - References of the objects.
	 * @param fallback - Receives the references that were not cached, in their original order,
	 *   and must return one object per reference in that same order.
	 * @returns All objects, in the order of `refs`.
	 * @throws Error when `fallback` returns fewer objects than it was asked for. Extra objects
	 *   are dropped with a warning.
	 *
	 * @example
	 * ```ts
	 * import { db } from '../../lib/db.ts';
	 * import { userCache } from './user.cache.ts';
	 *
	 * export function loadUsers(ids: string[]) {
	 *   return userCache.getMany(ids, async (missing) => {
	 *     const rows = await db.user.findMany({ where: { id: { in: missing } } });
	 *     // Hand the users back in the order of `missing`.
	 *     return missing.flatMap((id) => rows.filter((row) => row.id === id));
	 *   });
	 * }
	 * ```
	 */
	getMany<T extends ItemRef>(refs: T[], fallback: (refs: T[]) => Promise<Item[]>): Promise<Item[]>;

	/**
	 * Stores one object, replacing any cached copy. Because query results only hold
	 * references, every cached result that includes this object returns the new data from now
	 * on. Call it after a mutation changes an object.
	 *
	 * @param item - Object to store.
	 * @throws Error when the object's reference cannot be determined (no `getRef` and no valid
	 *   `id`).
	 */
	save: (item: Item) => Promise<void>;

	/**
	 * Removes one object.
	 *
	 * @param ref - Reference of the object.
	 * @param evictQueries - Whether to also clear every query result stored in this cache (the
	 *   results of all fields that use it); the bundled backends default to `true`.
	 */
	delete: (ref: ItemRef, evictQueries?: boolean) => Promise<void>;

	/**
	 * Clears cached query results. `$cacheClear()` on a resolver builder calls this with the
	 * field's reference.
	 *
	 * @param queryRef - Field whose results to clear (its `$cacheRef`); omit it to clear the
	 *   results of every field that uses this cache.
	 * @param matcher - Narrows the clearing to one parent and/or to results whose arguments
	 *   contain the given values.
	 */
	deleteQueries: <Result, Root, Args>(
		queryRef?: CacheRef<Result, Root, Args>,
		matcher?: CacheQueryMatching<Args>,
	) => Promise<void>;

	/**
	 * Reads one cached query result.
	 *
	 * @param queryRef - The field's reference.
	 * @param matcher - Parent and arguments of the wanted result.
	 * @returns `{ query }` holding the result (a single object or a list, possibly with `null`
	 *   entries), or `null` when the result is not cached or one of its objects has expired.
	 *   With the bundled backends a result that contains no object at all (`null` or an empty
	 *   list) always reads as not cached, so such results are recomputed each time.
	 */
	getQueryResult: <Result, Root, Args>(
		queryRef: CacheRef<Result, Root, Args>,
		matcher?: CacheQueryMatching<Args>,
	) => Promise<{
		/** The cached result. */
		query: Result;
	} | null>;

	/**
	 * Writes one query result: stores the objects it contains, then the list of their
	 * references for this parent and these arguments.
	 *
	 * @param queryRef - The field's reference.
	 * @param data - The resolver's result: an object, `null`, or a list that may contain `null`.
	 * @param matcher - Parent and arguments the result belongs to.
	 */
	saveQueryResult: <Result, Root, Args>(
		queryRef: CacheRef<Result, Root, Args>,
		data: Result,
		matcher?: CacheQueryMatching<Args>,
	) => Promise<void>;

	/**
	 * Builds a resolver middleware that answers from the cache when it can and otherwise runs
	 * the resolver and caches its result. This is what `$useCache()` registers; build it
	 * yourself to combine it with other middleware through `$use()`.
	 *
	 * The parent reference comes from `getRootRef` or the parent's `id`. A failed cache read is
	 * logged and the resolver runs; the write after the resolver is not awaited and a failure
	 * is only logged, so the cache never breaks a request.
	 *
	 * @typeParam Result - Value the field resolves to; must be made of this adapter's `Item`.
	 * @typeParam Root - Parent object of the field.
	 * @typeParam Args - Arguments of the field.
	 * @param queryRef - The field's `$cacheRef`.
	 * @param args - The options: optional when `Root` matches {@link RefCompatibleRoot},
	 *   otherwise required with a `getRootRef`.
	 * @returns A middleware for the field.
	 * @throws Error, from the middleware, when the parent's `id` is not a string, number or
	 *   bigint and no `getRootRef` was given.
	 *
	 * @example
	 * ```ts
	 * import { userPhotoCache } from './user-photos.cache.ts';
	 * import { getUserPhotosModule } from './typedef.ts';
	 *
	 * const { User } = getUserPhotosModule();
	 *
	 * // Same effect as User.photos.$useCache(userPhotoCache)
	 * User.photos.$use(userPhotoCache.createMiddleware(User.photos.$cacheRef));
	 * ```
	 */
	createMiddleware: <Result extends null | Item | Item[] | Array<Item | null>, Root, Args>(
		queryRef: CacheRef<Result, Root, Args>,
		...args: Root extends RefCompatibleRoot
			? [options?: CacheMiddlewareOptions<Root>]
			: [options: RequiredCacheMiddlewareOptions<Root>]
	) => Middleware<Result, Root, unknown, Args>;

	/**
	 * Builds the storage key of an object.
	 *
	 * @param ref - Reference of the object.
	 * @returns `<Type>:items:<revision>:<ref>`.
	 */
	protected createKey(ref: ItemRef): string;

	/**
	 * Builds the storage key of an object from the object itself, through `getRef`.
	 *
	 * @param item - The object.
	 * @returns The same key as `createKey`.
	 */
	protected createKeyByItem(item: Item): string;

	/**
	 * Builds the storage key of one query result.
	 *
	 * @param queryRef - String form of the field's {@link CacheRef}.
	 * @param parentRef - Parent of the result.
	 * @param args - Arguments of the result; they are flattened, sorted and encoded.
	 * @returns The key.
	 */
	protected createKeyByQuery(
		queryRef: string,
		parentRef?: ParentRef,
		args?: Record<string, unknown>,
	): string;

	/**
	 * Builds the common prefix of every result key of one field.
	 *
	 * @param queryRef - String form of the field's {@link CacheRef}.
	 * @returns `<Type>:<queryRef>:<revision>`.
	 */
	protected createQueryKeyNamespace(queryRef: string): string;

	/**
	 * Builds the part of a result key that encodes the parent and the arguments.
	 *
	 * @param parentRef - Parent of the result.
	 * @param args - Arguments of the result.
	 * @returns `parent#<parent>#args#<args>`.
	 */
	protected createQueryKeyHeader(parentRef: ParentRef, args?: Record<string, unknown>): string;

	/**
	 * Builds a regular expression that matches the result keys selected by the given field,
	 * parent and argument values. For backends that filter keys in code.
	 *
	 * @param queryRef - String form of a field's {@link CacheRef}, or `"*"` for every field.
	 * @param parentRef - Parent to match, or `"*"` for any.
	 * @param args - Argument values the key must contain; `{}` for any.
	 * @returns The matcher.
	 */
	protected createQueryKeyRegExpMatcher(
		queryRef: string,
		parentRef: NonNullable<ParentRef>,
		args: Record<string, unknown>,
	): RegExp;

	/**
	 * Builds a glob pattern (as used by Redis `SCAN … MATCH`) that matches the result keys
	 * selected by the given field, parent and argument values.
	 *
	 * @param queryRef - String form of a field's {@link CacheRef}, or `"*"` for every field.
	 * @param parentRef - Parent to match, or `"*"` for any.
	 * @param args - Argument values the key must contain; `{}` for any.
	 * @returns The pattern.
	 */
	protected createQueryKeyGlobMatcher(
		queryRef: string,
		parentRef: NonNullable<ParentRef>,
		args: Record<string, unknown>,
	): string;

	/**
	 * Finds the reference of an object: `getRef` from the options when set, else the object's
	 * `id`.
	 *
	 * @param root - The object.
	 * @returns Its reference.
	 * @throws Error when the object is `null` or `undefined`, has no `id`, or its `id` is not a
	 *   string, number or bigint.
	 */
	protected getRef(root: Item): ItemRef;

	/**
	 * Returns the revision segment used in keys: `r<revision>_<type hash>`.
	 *
	 * @returns The revision segment.
	 */
	protected getRevision(): string;

	/**
	 * Rebuilds an object from stored text with the serializer.
	 *
	 * @param value - Stored text.
	 * @returns The object.
	 */
	protected parseItem(value: string): Item;

	/**
	 * Turns an object into text for storage with the serializer.
	 *
	 * @param item - The object.
	 * @returns The text to store.
	 */
	protected stringifyItem(item: Item): string;
}

/**
 * A storage backend for the cache extension: it creates one {@link StoreAdapter} for each type
 * that calls `$createCache()`. Pass an instance to {@link cacheExtension}.
 *
 * The bundled backends are `RedisStore`, `UpstashStore` and `KeyvStore` from their own
 * packages. To support another database, subclass this and return your own adapter.
 *
 * @example
 * ```ts
 * import {
 *   type Serializer,
 *   Store,
 *   type StoreAdapter,
 *   type StoreOptions,
 * } from '@baeta/extension-cache';
 * import { MyDatabaseAdapter } from './my-database-adapter.ts';
 * import type { MyDatabase } from './my-database.ts';
 *
 * export class MyDatabaseStore extends Store {
 *   constructor(private readonly db: MyDatabase) {
 *     super();
 *   }
 *
 *   createStoreAdapter<T>(
 *     serializer: Serializer,
 *     options: StoreOptions<T>,
 *     type: string,
 *     hash: string,
 *   ): StoreAdapter<T> {
 *     return new MyDatabaseAdapter<T>(this.db, serializer, options, type, hash);
 *   }
 * }
 * ```
 */
export declare abstract class Store {
	/**
	 * Creates the adapter for one type. Called by `$createCache()`.
	 *
	 * @typeParam T - Object type the adapter stores.
	 * @param serializer - Serializer built from the extension's transformers.
	 * @param options - The type's options, merged over the extension defaults (with `ttl`
	 *   defaulting to 3600 seconds).
	 * @param type - GraphQL type name.
	 * @param hash - Hash of the type definition.
	 * @returns The adapter.
	 */
	abstract createStoreAdapter<T>(
		serializer: Serializer,
		options: StoreOptions<T>,
		type: string,
		hash: string,
	): StoreAdapter<T>;
}

// ---------------------------------------------------------------------------
// Extension
// ---------------------------------------------------------------------------

/**
 * Creates the cache extension. Register the returned factory with `createExtensions` from
 * `@baeta/core`; from then on every type object offers `$createCache()` and every field
 * resolver builder offers `$useCache()`, `$cacheClear()`, `$cacheRevision()` and `$cacheRef`.
 *
 * @param store - Storage backend, for example a `RedisStore`.
 * @param options - Defaults for every cache; `ttl` is 3600 seconds unless set here or per type.
 * @param transformers - Serializer transformers for values the cache cannot store by itself,
 *   such as the runtime values of custom scalars. See {@link SerializerTransformer}.
 * @returns A factory that creates the extension; Baeta calls it when building the application.
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
 * const cacheExt = cacheExtension(new RedisStore(redis), {
 *   ttl: 15 * 60, // keep entries for 15 minutes
 * });
 *
 * export default createExtensions(cacheExt);
 * ```
 */
export declare function cacheExtension(
	store: Store,
	options?: DefaultStoreOptions,
	transformers?: SerializerTransformer[],
): () => Extension;

// ---------------------------------------------------------------------------
// Members added to module objects
// ---------------------------------------------------------------------------

declare global {
	namespace BaetaExtensions {
		interface TypeExtensions<Root, Context> {
			/**
			 * Added by `@baeta/extension-cache`. Creates the cache of this type, a
			 * `StoreAdapter` backed by the store given to `cacheExtension()`. Call it once per
			 * type, at module level, and share the result.
			 *
			 * The options are optional when the type has an `id` (string, number or bigint);
			 * otherwise pass `getRef` so the cache can identify objects.
			 *
			 * @param args - The cache options (`ttl`, `revision`, `getRef`).
			 * @returns The type's cache.
			 */
			$createCache: (
				...args: Root extends RefCompatibleRoot
					? [options?: StoreOptions<Root>]
					: [options: RequiredStoreOptions<Root>]
			) => StoreAdapter<Root>;
		}

		interface ResolverExtensions<Result, Root, Context, Args> {
			/**
			 * Added by `@baeta/extension-cache`. Identity of this field in the cache, for the
			 * `StoreAdapter` methods that take a query reference.
			 */
			$cacheRef: CacheRef<Result, Root, Args>;
			/**
			 * Added by `@baeta/extension-cache`. Sets the revision of this field's cached
			 * results; changing it makes earlier results unreachable.
			 *
			 * @param number - New revision (the initial one is `1`).
			 */
			$cacheRevision: (number: number) => void;
			/**
			 * Added by `@baeta/extension-cache`. Clears cached results of this field.
			 *
			 * @param store - The cache the field uses (the one passed to `$useCache()`).
			 * @param matcher - Limits the clearing to one parent and/or to results whose
			 *   arguments contain the given values; everything when omitted.
			 */
			$cacheClear: (
				store: StoreAdapter<
					NonNullable<Result> extends Array<infer G> ? NonNullable<G> : NonNullable<Result>
				>,
				matcher?: CacheQueryMatching<Args>,
			) => Promise<void>;
			/**
			 * Added by `@baeta/extension-cache`. Caches this field's results in the given
			 * cache, keyed by parent and arguments. The cache must store the type the field
			 * returns (or the item type of the list it returns).
			 *
			 * The options are optional when the parent has an `id`; otherwise pass
			 * `getRootRef`.
			 *
			 * @param args - The cache, then the options (`getRootRef`).
			 */
			$useCache: (
				...args: Root extends RefCompatibleRoot
					? [
							store: StoreAdapter<
								NonNullable<Result> extends Array<infer G>
									? NonNullable<G>
									: NonNullable<Result>
							>,
							options?: CacheMiddlewareOptions<Root>,
						]
					: [
							store: StoreAdapter<
								NonNullable<Result> extends Array<infer G>
									? NonNullable<G>
									: NonNullable<Result>
							>,
							options: RequiredCacheMiddlewareOptions<Root>,
						]
			) => void;
		}
	}
}
