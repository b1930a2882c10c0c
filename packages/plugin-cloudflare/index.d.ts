/**
 * A generator plugin for projects deployed to Cloudflare Workers. It writes the bindings and
 * migrations that `@baeta/subscriptions-cloudflare` and `@baeta/extension-cache-cloudflare` need into
 * a managed section of `wrangler.toml`, so your Wrangler configuration stays in step with the
 * installed packages.
 *
 * @packageDocumentation
 */

import type { GeneratorPluginV1 } from '@baeta/generator-sdk';

/**
 * Options of {@link cloudflarePlugin}. Each part is generated only when its package is installed
 * and the part is not disabled.
 */
export interface CloudflarePluginOptions {
	/**
	 * Settings for GraphQL subscriptions over WebSockets (`@baeta/subscriptions-cloudflare`): a D1
	 * database that stores subscriptions, a Durable Object binding for the connections, their
	 * migrations, and the SQL migration files of the database.
	 */
	ws?: {
		/**
		 * Set to `false` to generate nothing for subscriptions, even when the package is installed.
		 *
		 * @defaultValue `true`
		 */
		enable?: boolean;
		/**
		 * ID of the D1 database, written as `database_id`. Left out of the configuration when not set.
		 *
		 * @defaultValue `undefined`
		 */
		databaseId?: string;
		/**
		 * Name of the D1 database, written as `database_name`.
		 *
		 * @defaultValue `'SUBSCRIPTIONS'`
		 */
		databaseName?: string;
		/**
		 * Name of the binding through which your Worker reaches the D1 database.
		 *
		 * @defaultValue `'SUBSCRIPTIONS'`
		 */
		databaseBinding?: string;
		/**
		 * Folder, relative to the project root, where the SQL migration files are written; it is also
		 * written as the database's `migrations_dir`.
		 *
		 * @defaultValue `'./migrations/subscriptions'`
		 */
		databaseMigrationsPath?: string;
		/**
		 * Name of the Durable Object binding for WebSocket connections.
		 *
		 * @defaultValue `'WS_CONNECTIONS'`
		 */
		wsConnectionsBinding?: string;
	};

	/**
	 * Settings for the Durable Object cache store (`@baeta/extension-cache-cloudflare`).
	 */
	cache?: {
		/**
		 * Set to `false` to generate nothing for the cache, even when the package is installed.
		 *
		 * @defaultValue `true`
		 */
		enable?: boolean;
		/**
		 * Name of the Durable Object binding for the cache.
		 *
		 * @defaultValue `'BAETA_CACHE'`
		 */
		baetaCacheBinding?: string;
	};
}

/**
 * Creates the Cloudflare generator plugin.
 *
 * After the other plugins have run, it checks which of `@baeta/subscriptions-cloudflare` and
 * `@baeta/extension-cache-cloudflare` can be imported. For each one that is installed and enabled,
 * it adds D1 database settings (subscriptions only), Durable Object bindings and Durable Object
 * migrations to a section of `wrangler.toml` in the project root, between two marker comments, so
 * the rest of the file stays yours. For subscriptions it also writes the D1 migration files as
 * `.sql` files. When neither package is available, nothing is written. Generated files carry the
 * tag `cloudflare`.
 *
 * @param options - Binding names and switches for each part.
 * @returns The generator plugin, for the `plugins` list of `baeta.ts`.
 *
 * @example
 * ```ts
 * // baeta.ts
 * import { defineConfig } from '@baeta/cli';
 * import { cloudflarePlugin } from '@baeta/plugin-cloudflare';
 *
 * export default defineConfig({
 *   graphql: {
 *     schemas: ['src/**\/*.gql'],
 *   },
 *   plugins: [
 *     cloudflarePlugin({
 *       ws: {
 *         databaseName: 'my-app-subscriptions',
 *         databaseId: '00000000-0000-0000-0000-000000000000',
 *       },
 *       cache: { enable: false },
 *     }),
 *   ],
 * });
 * ```
 */
export declare function cloudflarePlugin(options?: CloudflarePluginOptions): GeneratorPluginV1<unknown>;
