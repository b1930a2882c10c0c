/**
 * The code-generation engine used by `baeta generate`. It runs a list of generator plugins through
 * their `setup`, `generate` and `end` steps, writes the files they produce, removes files that a
 * previous run produced but this one did not, and can keep watching the project to run again.
 *
 * Most projects use it through the CLI. Import it directly to run the generator from a script or
 * a custom tool; plugin authors should look at `@baeta/generator-sdk`, whose main types this package
 * re-exports.
 *
 * @packageDocumentation
 */

import type { Ctx, GeneratorOptions, GeneratorPluginV1 } from '@baeta/generator-sdk';
import { Watcher } from '@baeta/generator-sdk';

export type { GeneratorOptions, GeneratorPluginV1, WatcherFile, WatcherListener } from '@baeta/generator-sdk';
export { getGeneratorPlugins, Watcher } from '@baeta/generator-sdk';

/**
 * Callbacks that report the progress of a generator run; the CLI uses them to draw its status
 * display. Every callback is optional and may return a promise.
 */
export interface GeneratorHooks {
	/**
	 * Called when a run starts, before any plugin step. A rejected promise is ignored.
	 */
	onStart?: () => void | Promise<void>;

	/**
	 * Called when a run has finished successfully: every step ran, files were written and stale
	 * files removed. A rejected promise is ignored.
	 */
	onEnd?: () => void | Promise<void>;

	/**
	 * Called instead of `onEnd` when a plugin step, a file write or the clean-up throws. The run
	 * stops at that point; no error propagates to the caller of {@link generate}.
	 *
	 * @param error - What was thrown.
	 */
	onError?: (error: unknown) => void | Promise<void>;

	/**
	 * Called when a plugin step starts. The return value is not awaited.
	 *
	 * @param plugin - The plugin whose step starts.
	 * @param step - Which step.
	 */
	onPluginStepStart?: (plugin: GeneratorPluginV1, step: 'setup' | 'generate' | 'end') => void | Promise<void>;

	/**
	 * Called when a plugin hands a step on to the next plugin (calls `next`), which for most plugins
	 * is when their own work for that step is done. The return value is not awaited. In 1.0.x the
	 * `end` step is reported with `step` set to `'setup'`.
	 *
	 * @param plugin - The plugin that handed the step on.
	 * @param step - Which step.
	 */
	onPluginStepEnd?: (plugin: GeneratorPluginV1, step: 'setup' | 'generate' | 'end') => void | Promise<void>;
}

/**
 * Runs the generator once.
 *
 * The options are normalised, then all plugins run their `setup` steps, then their `generate`
 * steps, then their `end` steps, each as a chain in list order. Afterwards every registered file
 * that has not been written yet is written, and files produced by the previous run for the same project
 * but not by this one are deleted. (The list of produced files is kept in a state file under the
 * operating system's temporary folder, one per project root.)
 *
 * Errors do not reject the returned promise: they are passed to `hooks.onError`, so pass that hook
 * if you want to see them.
 *
 * @param options - The `graphql` options, as in `baeta.ts`.
 * @param plugins - The generator plugins, in the order their steps should run. The CLI appends
 * `graphqlPlugin()` from `@baeta/plugin-graphql` to your plugins; include it yourself when you call
 * this function directly.
 * @param hooks - Progress callbacks.
 * @returns The context of the run (see `Ctx` in `@baeta/generator-sdk`), or `undefined` when
 * `plugins` is empty and nothing ran.
 *
 * @example
 * ```ts
 * // scripts/generate.ts
 * import { generate } from '@baeta/generator';
 * import { autoloadPlugin } from '@baeta/plugin-autoload';
 * import { graphqlPlugin } from '@baeta/plugin-graphql';
 *
 * let failed = false;
 *
 * await generate(
 *   {
 *     schemas: ['src/**\/*.gql'],
 *     contextType: 'src/types/context.ts#Context',
 *   },
 *   [autoloadPlugin(), graphqlPlugin()],
 *   {
 *     onPluginStepStart: (plugin, step) => {
 *       if (step === 'generate') console.log(`Generating ${plugin.actionName}…`);
 *     },
 *     onError: (error) => {
 *       failed = true;
 *       console.error(error);
 *     },
 *   },
 * );
 *
 * process.exitCode = failed ? 1 : 0;
 * ```
 */
export declare function generate(
	options: GeneratorOptions,
	plugins: GeneratorPluginV1[],
	hooks?: GeneratorHooks,
): Promise<Ctx | undefined>;

/**
 * Starts watch mode: creates a {@link Watcher} on the project root and gives it to the `watch` hook
 * of every plugin. Each time a plugin asks for a reload, a full run happens as in {@link generate};
 * its context has `watching` set to `true` and `changedFile` set to the change. The clean-up
 * compares against the previous run of this session (the first reload uses the state file).
 *
 * It does not run the generator right away; call {@link generate} first if you need fresh files
 * before the first change.
 *
 * @param options - The `graphql` options, as in `baeta.ts`.
 * @param plugins - The generator plugins, in step order (include `graphqlPlugin()` as for
 * {@link generate}).
 * @param hooks - Progress callbacks, called for every run.
 * @returns The watcher. Call its `close()` method to stop watching.
 *
 * @example
 * ```ts
 * // scripts/watch.ts
 * import { generate, generateAndWatch } from '@baeta/generator';
 * import { graphqlPlugin } from '@baeta/plugin-graphql';
 *
 * const options = { schemas: ['src/**\/*.gql'] };
 * const plugins = [graphqlPlugin()];
 * const hooks = { onEnd: () => console.log('Types are up to date') };
 *
 * await generate(options, plugins, hooks);
 * const watcher = generateAndWatch(options, plugins, hooks);
 *
 * process.once('SIGINT', () => {
 *   void watcher.close();
 * });
 * ```
 */
export declare function generateAndWatch(
	options: GeneratorOptions,
	plugins: GeneratorPluginV1[],
	hooks?: GeneratorHooks,
): Watcher;
