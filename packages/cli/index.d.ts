/**
 * The Baeta command-line tool. Installing it gives you the `baeta` command, with `baeta generate`
 * (types and module definitions from your schema, once or in watch mode) and `baeta build` (a
 * bundle of your server). From code, you import only {@link defineConfig} and its types, to write
 * the project's `baeta.ts`.
 *
 * @packageDocumentation
 */

import type { CompilerOptions } from '@baeta/compiler';
import type { GeneratorOptions, GeneratorPluginV1 } from '@baeta/generator';

/**
 * A plugin accepted by the `plugins` list of `baeta.ts`: a generator plugin, such as the ones the
 * `@baeta/plugin-*` packages create.
 */
export type Plugin = GeneratorPluginV1;

/**
 * The `plugins` list of `baeta.ts`. Entries may be single plugins or arrays of plugins (some
 * factories, like `prismaPlugin`, return an array); the CLI flattens the list and keeps its order.
 */
export type Plugins = Array<Plugin | Array<Plugin>>;

/**
 * The configuration of a Baeta project, as written in `baeta.ts` through {@link defineConfig}.
 */
export interface BaetaOptions {
	/**
	 * Code-generator options: where your schema files and modules are, the context type, scalar
	 * mappings and the shape of generated files. See `GeneratorOptions` in `@baeta/generator`.
	 */
	graphql: GeneratorOptions;

	/**
	 * Generator plugins, run in list order by `baeta generate`. The CLI appends the GraphQL plugin
	 * (`@baeta/plugin-graphql`) after them, so you do not list it.
	 *
	 * @defaultValue `[]`
	 */
	plugins?: Plugins;

	/**
	 * Options for `baeta build`, which bundles your server with esbuild. Without this section
	 * `baeta build` has nothing to compile. Requires `@baeta/compiler` to be installed. See
	 * `CompilerOptions` in `@baeta/compiler`.
	 *
	 * @defaultValue `undefined`
	 */
	compiler?: CompilerOptions;
}

/**
 * Declares the configuration of a Baeta project, with full type checking of every option.
 *
 * Call it as the default export of `baeta.ts` (or `baeta.js`, `baeta.mjs`, `.baeta.ts`, …) in the
 * project root, where the CLI looks for it. The file must be an ES module: a CommonJS config file
 * (`.cjs`, or `.js` in a package without `"type": "module"`) is rejected. A TypeScript config is
 * imported directly when the runtime supports it, and otherwise bundled with `@baeta/compiler`
 * first. In watch mode, the CLI reloads the configuration when the file changes.
 *
 * @param config - The project configuration.
 * @returns A wrapper object holding the configuration under `config`, which is what the CLI reads
 * from the module's default export.
 *
 * @example
 * ```ts
 * // baeta.ts
 * import { defineConfig } from '@baeta/cli';
 * import { autoloadPlugin } from '@baeta/plugin-autoload';
 *
 * export default defineConfig({
 *   graphql: {
 *     schemas: ['src/**\/*.gql'],
 *     modulesDir: 'src/modules',
 *     contextType: 'src/types/context.ts#Context',
 *     scalars: { DateTime: 'Date' },
 *   },
 *   compiler: {
 *     src: 'src/app.ts',
 *     dist: 'dist',
 *     esbuild: { format: 'esm' },
 *   },
 *   plugins: [autoloadPlugin()],
 * });
 * ```
 */
export declare function defineConfig(config: BaetaOptions): {
	/** The configuration, unchanged. */
	config: BaetaOptions;
};
