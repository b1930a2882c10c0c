/**
 * A generator plugin that writes one file importing all your resolver files and listing all your
 * modules. Your server entry imports that file and passes its `modules` array to
 * `createApplication` from `@baeta/core`, so adding a module or a resolver file never needs a manual
 * import.
 *
 * @packageDocumentation
 */

import type { GeneratorPluginV1 } from '@baeta/generator-sdk';

/**
 * Which files count as resolver files.
 *
 * A resolver file is any `.ts` file under the modules folder whose name ends with one of the
 * suffixes followed by `.ts`, for example `user.query.ts` or `resolvers.ts`. The default suffixes
 * are `auth`, `authorization`, `authorizations`, `cache`, `caches`, `complexity`, `complexities`,
 * `resolver`, `resolvers`, `query`, `queries`, `mutation`, `mutations`, `subscription`,
 * `subscriptions` and `baeta`. Files that other plugins generate with the tag `resolvers` are
 * included as well.
 */
export interface AutoloadResolverOptions {
	/**
	 * Extra suffix or suffixes, added to the default list.
	 *
	 * @defaultValue `undefined` (only the defaults)
	 */
	suffix?: string | string[];

	/**
	 * When `true`, the default list is replaced: only your {@link AutoloadResolverOptions.suffix}
	 * values and `baeta` are used. It has an effect only when `suffix` is set.
	 *
	 * @defaultValue `false`
	 */
	disableDefaultSuffixes?: boolean;

	/**
	 * Final filter over the files found.
	 *
	 * @param filename - Absolute path of a candidate resolver file.
	 * @returns `true` to import the file.
	 * @defaultValue every file is kept
	 */
	match?: (filename: string) => boolean;
}

/**
 * Which modules the generated `modules` array contains.
 */
export interface AutoloadModuleOptions {
	/**
	 * Filter over module names.
	 *
	 * @param moduleName - Name of a module, which is the name of its folder.
	 * @returns `true` to include the module.
	 * @defaultValue every module is kept
	 */
	match?: (moduleName: string) => boolean;
}

/**
 * Options of {@link autoloadPlugin}.
 */
export interface AutoloadPluginOptions {
	/**
	 * Resolver-file loading. `true` or leaving it out uses the defaults, an object adjusts them, and
	 * `false` turns resolver imports off.
	 *
	 * @defaultValue `true`
	 */
	resolvers?: boolean | AutoloadResolverOptions;

	/**
	 * Module loading. `true` or leaving it out lists every module, an object filters them, and
	 * `false` leaves the `modules` array empty.
	 *
	 * @defaultValue `true`
	 */
	modules?: boolean | AutoloadModuleOptions;

	/**
	 * Path of the generated file, relative to the project root. Imports inside it are written
	 * relative to the modules folder, so keep it in that folder.
	 *
	 * @defaultValue `autoload.ts` inside the modules folder
	 */
	output?: string;
}

/**
 * Creates the autoload generator plugin.
 *
 * After the other plugins have generated their files, it writes a file (tagged `autoloader`) that
 * imports each resolver file for its side effects, imports the `get…Module` function of each module
 * definition file, and exports `modules`, an array with one instance of each module. Import paths
 * use the `importExtension` generator option.
 *
 * In watch mode it triggers a new run when a resolver file is created or deleted; edits to existing
 * files do not need a new autoload file.
 *
 * @param options - Which resolver files and modules to include, and where to write the file.
 * @returns The generator plugin, for the `plugins` list of `baeta.ts`.
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
 *   },
 *   plugins: [
 *     autoloadPlugin({
 *       // Also pick up files such as `user.fields.ts`.
 *       resolvers: { suffix: 'fields' },
 *       // Keep a work-in-progress module out of the server.
 *       modules: { match: (moduleName) => moduleName !== 'drafts' },
 *     }),
 *   ],
 * });
 * ```
 */
export declare function autoloadPlugin(options?: AutoloadPluginOptions): GeneratorPluginV1<unknown>;
