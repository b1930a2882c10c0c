/**
 * A generator plugin that runs a command or a function of yours as part of `baeta generate`, for
 * tools that must run whenever your types are regenerated (another code generator, a formatter, a
 * schema export). It also serves as the base of `@baeta/plugin-prisma`.
 *
 * @packageDocumentation
 */

import type { Ctx, GeneratorPluginV1, GeneratorPluginV1WatchOptions } from '@baeta/generator-sdk';

/**
 * Options of {@link createExecPlugin}.
 */
export interface ExecPluginOptions {
	/**
	 * Identifier of the plugin. Give each exec plugin its own name when you use several.
	 *
	 * @defaultValue `'exec-plugin'`
	 */
	name?: string;

	/**
	 * Label the CLI shows while the plugin runs, as in "Generating <label>".
	 *
	 * @defaultValue `'custom command'`
	 */
	actionName?: string;

	/**
	 * What to run during the `generate` step.
	 *
	 * - A string is a command line such as `'prisma generate'`. It is split on spaces into a program
	 *   and its arguments and run without a shell (so no pipes or `&&`), in the current working
	 *   directory, with its output captured rather than shown.
	 * - A function receives the generator context and may return a promise.
	 */
	exec: string | ((ctx: Ctx) => void | Promise<void>);

	/**
	 * Watch-mode hook: subscribe to file changes and call `reload` for the ones that should run
	 * the command again. Without it, the plugin runs only as part of runs started by other plugins.
	 *
	 * @defaultValue `undefined`
	 */
	watch?: GeneratorPluginV1WatchOptions;

	/**
	 * Decides, before each run, whether to skip the command, for example when its input has not
	 * changed.
	 *
	 * @param ctx - The generator context of the current run.
	 * @returns `true` (or a promise of `true`) to skip; any other result runs the command.
	 * @defaultValue `undefined` (never skip)
	 */
	skip?: (ctx: Ctx) => boolean | Promise<boolean>;
}

/**
 * Creates a generator plugin that runs a command or a function.
 *
 * The work happens in the plugin's `generate` step, before the plugins listed after it run. When
 * the command exits with an error, the step fails with an `Error` whose message is the command's
 * standard error output; the CLI then reports the failed run. A function that throws or rejects
 * fails the step the same way. The function is also the package's default export.
 *
 * @param options - What to run, when to skip it and when to run it again in watch mode.
 * @returns The generator plugin, for the `plugins` list of `baeta.ts`.
 * @throws `Error` (from the generate step, not from this call) with the command's standard error
 * output when the command fails.
 *
 * @example
 * ```ts
 * // baeta.ts
 * import { defineConfig } from '@baeta/cli';
 * import { isMatch } from '@baeta/generator-sdk';
 * import { createExecPlugin } from '@baeta/plugin-exec';
 *
 * export default defineConfig({
 *   graphql: {
 *     schemas: ['src/**\/*.gql'],
 *   },
 *   plugins: [
 *     createExecPlugin({
 *       name: 'openapi-client',
 *       actionName: 'OpenAPI client',
 *       exec: 'openapi-typescript openapi.yaml --output src/__generated__/openapi.ts',
 *       // Run again when the API description changes.
 *       watch: (options, watcher, reload) => {
 *         watcher.on('update', (file) => {
 *           if (isMatch(file.relativePath, 'openapi.yaml')) {
 *             reload(file);
 *           }
 *         });
 *       },
 *       // In watch mode, skip the runs caused by other files.
 *       skip: (ctx) => ctx.watching && ctx.changedFile?.relativePath !== 'openapi.yaml',
 *     }),
 *   ],
 * });
 * ```
 */
export declare function createExecPlugin(options: ExecPluginOptions): GeneratorPluginV1<unknown>;

export default createExecPlugin;
