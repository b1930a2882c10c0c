/**
 * Deployment metadata of the Cloudflare cache backend: the class name of the
 * `BaetaCache` Durable Object and the migrations that create it. `@baeta/plugin-cloudflare`
 * reads this entry while generating your Wrangler configuration.
 *
 * It is a separate entry so that build-time tooling running on Node.js can load it without
 * pulling in the Worker code of the main entry.
 *
 * @packageDocumentation
 */

/**
 * Class name under which the cache Durable Object must be declared in the Wrangler
 * configuration (`class_name` of the binding). It matches the name of the `BaetaCache` class
 * your Worker exports.
 *
 * @example
 * ```ts
 * import { baetaCacheName } from '@baeta/extension-cache-cloudflare/sdk';
 *
 * const binding = `[[durable_objects.bindings]]\nname = "BAETA_CACHE"\nclass_name = "${baetaCacheName}"`;
 * ```
 */
export declare const baetaCacheName: 'BaetaCache';

/**
 * One Durable Object migration, in the form it takes in a Wrangler TOML file.
 */
export interface DurableObjectMigration {
	/** Unique tag of the migration (`tag = "..."` in a `[[migrations]]` table). */
	tag: string;
	/** The other lines of the `[[migrations]]` table, already written as TOML. */
	content: string[];
}

/**
 * Migrations the Wrangler configuration needs for the cache Durable Object, oldest first.
 * There is currently one, tagged `baeta-cache-v1`, which declares the `BaetaCache` class.
 * Keep every migration that was ever deployed in your configuration; Cloudflare applies the
 * ones it has not seen yet.
 *
 * @example
 * ```ts
 * import { durableObjectsMigrations } from '@baeta/extension-cache-cloudflare/sdk';
 *
 * const toml = durableObjectsMigrations
 *   .map((migration) => ['[[migrations]]', `tag = "${migration.tag}"`, ...migration.content].join('\n'))
 *   .join('\n\n');
 * ```
 */
export declare const durableObjectsMigrations: DurableObjectMigration[];
