/**
 * A generator plugin that turns on the built-in directives of `@baeta/directives` (`@validString`,
 * `@validInt`, `@validFloat`, `@constraints`, `@trim`, `@lower` and `@upper`). It generates a small
 * module that declares the directives in your schema and registers their implementations, so you
 * can use them in any module's schema right away.
 *
 * @packageDocumentation
 */

import type { GeneratorPluginV1 } from '@baeta/generator-sdk';

/**
 * Options of {@link directivesPlugin}.
 */
export interface DirectivesOptions {
	/**
	 * Name of the generated module, which is also its folder name under the modules folder. The
	 * variable exported by the module's `index.ts` is derived from it (`baetaDirectivesModule` for
	 * the default).
	 *
	 * @defaultValue `'baeta-directives'`
	 */
	moduleName?: string;
}

/**
 * Creates the built-in directives generator plugin.
 *
 * In the modules folder it creates a module folder (named after
 * {@link DirectivesOptions.moduleName}) holding three files, tagged `directives`:
 *
 * - `directives.gql`, the definitions of the directives. It is written to disk immediately, so the
 *   GraphQL plugin sees it in the same run.
 * - `directives.baeta.ts`, which registers the directive implementations on the module with
 *   `registerDirectives` from `@baeta/directives`.
 * - `index.ts`, which exports the module instance as a camelCase variable.
 *
 * The folder is ignored in watch mode, so writing it never triggers another run. Install
 * `@baeta/directives` in your project: the plugin reads the definitions from it and the generated
 * code imports it.
 *
 * @param options - Name of the generated module.
 * @returns The generator plugin, for the `plugins` list of `baeta.ts`.
 *
 * @example
 * ```ts
 * // baeta.ts
 * import { defineConfig } from '@baeta/cli';
 * import { autoloadPlugin } from '@baeta/plugin-autoload';
 * import { directivesPlugin } from '@baeta/plugin-directives';
 *
 * export default defineConfig({
 *   graphql: {
 *     schemas: ['src/**\/*.gql'],
 *   },
 *   plugins: [autoloadPlugin(), directivesPlugin({ moduleName: 'validation' })],
 * });
 * ```
 */
export declare function directivesPlugin(options?: DirectivesOptions): GeneratorPluginV1<unknown>;
