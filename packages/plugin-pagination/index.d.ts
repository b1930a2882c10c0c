/**
 * A generator plugin for cursor-based pagination in the Relay connection style. You list the types
 * to paginate, and it generates a module with a `PageInfo` type plus a connection and an edge type
 * for each of them, ready to be used as field types in your schema.
 *
 * @packageDocumentation
 */

import type { GeneratorPluginV1 } from '@baeta/generator-sdk';

/**
 * Per-type settings of the generated connection and edge types.
 */
export interface PaginationTypeOptions {
	/**
	 * GraphQL type of the edges' `node` field, when it differs from the key the options are listed
	 * under (for example a connection called `Friend` whose nodes are `User`). Write the bare type
	 * name: a `!` is added when {@link PaginationOptions.nullableNode} is `false`.
	 *
	 * @defaultValue the key in {@link PaginationOptions.types}
	 */
	nodeType?: string;

	/**
	 * GraphQL type of the edges' `cursor` field, including nullability.
	 *
	 * @defaultValue `'ID!'`
	 */
	cursorType?: string;

	/**
	 * Extra field definitions for the edge type, written as SDL, for example `['addedAt: DateTime!']`.
	 *
	 * @defaultValue `[]`
	 */
	edgeFields?: string[];

	/**
	 * Extra field definitions for the connection type, written as SDL, for example
	 * `['totalCount: Int!']`.
	 *
	 * @defaultValue `[]`
	 */
	connectionFields?: string[];
}

/**
 * Options of {@link paginationPlugin}.
 */
export interface PaginationOptions {
	/**
	 * The types to paginate. For each key `X`, the plugin generates `XConnection` (with
	 * `pageInfo: PageInfo!` and `edges: [XEdge]`) and `XEdge` (with `cursor` and `node`). Use `true`
	 * for the defaults, a {@link PaginationTypeOptions} object to adjust them, or `false` to skip
	 * the key.
	 */
	types: Record<string, boolean | PaginationTypeOptions>;

	/**
	 * Whether the `node` field of every edge is nullable. Set it to `false` to make nodes non-null.
	 *
	 * @defaultValue `true`
	 */
	nullableNode?: boolean;

	/**
	 * Extra field definitions for `PageInfo`, written as SDL, added before the built-in
	 * `hasPreviousPage: Boolean!` and `hasNextPage: Boolean!`.
	 *
	 * @defaultValue `[]`
	 */
	pageInfoFields?: string[];

	/**
	 * Whether to generate an `index.ts` in the module folder that exports the module instance as a
	 * camelCase variable (`baetaPaginationModule` for the default module name). Set it to `false`
	 * when you load modules another way, such as with the autoload plugin.
	 *
	 * @defaultValue `true`
	 */
	createExport?: boolean;

	/**
	 * Name of the generated module, which is also its folder name under the modules folder.
	 *
	 * @defaultValue `'baeta-pagination'`
	 */
	moduleName?: string;
}

/**
 * Creates the pagination generator plugin.
 *
 * In the modules folder it creates a module folder (named after {@link PaginationOptions.moduleName})
 * with `connections.gql`, holding `PageInfo` and the connection and edge types, and, unless turned
 * off, an `index.ts` exporting the module. The schema file is written to disk immediately, so the
 * GraphQL plugin generates its types in the same run. Files carry the tag `pagination`, and the
 * folder is ignored in watch mode.
 *
 * You still write the resolvers that fill the connections.
 *
 * @param options - The types to paginate and how.
 * @returns The generator plugin, for the `plugins` list of `baeta.ts`.
 *
 * @example
 * ```ts
 * // baeta.ts
 * import { defineConfig } from '@baeta/cli';
 * import { paginationPlugin } from '@baeta/plugin-pagination';
 *
 * export default defineConfig({
 *   graphql: {
 *     schemas: ['src/**\/*.gql'],
 *   },
 *   plugins: [
 *     paginationPlugin({
 *       types: {
 *         // UserConnection and UserEdge with the defaults.
 *         User: true,
 *         // FollowerConnection and FollowerEdge, whose nodes are users.
 *         Follower: {
 *           nodeType: 'User',
 *           connectionFields: ['totalCount: Int!'],
 *           edgeFields: ['followedSince: String!'],
 *         },
 *       },
 *       nullableNode: false,
 *     }),
 *   ],
 * });
 * ```
 */
export declare function paginationPlugin(options: PaginationOptions): GeneratorPluginV1<unknown>;
