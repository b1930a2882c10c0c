import type { PluginType } from '@baeta/plugin';
import type { NormalizedGeneratorOptions } from './config.js';
import type { Ctx } from './ctx.js';
import type { Watcher, WatcherFile } from './watcher.js';

/**
 * Versions of the generator plugin contract. Every plugin object records the version it was built
 * for, so the contract can change later without breaking existing plugins.
 */
export declare enum GeneratorPluginVersion {
	/** The current contract, produced by {@link createPluginV1}. */
	V1 = 'v1',
}

/**
 * One step of a generator plugin: `setup`, `generate` or `end`.
 *
 * The generator runs each step as a chain, in plugin order, like middleware: a step receives the
 * run's context and a `next` function that runs the same step of the following plugins. Code
 * placed before `await next()` runs before the later plugins; code after it runs once they are done
 * (useful when you need their files). A step that never calls `next` stops the chain for that step.
 *
 * @typeParam Store - Extra context fields, see {@link Ctx}.
 * @param ctx - The context of the current run.
 * @param next - Runs this step for the remaining plugins.
 * @returns A promise that settles when the step is done. A rejection ends the run and is reported
 * through the generator's `onError` hook.
 */
export type GeneratorPluginV1Fn<Store = unknown> = (
	ctx: Ctx<Store>,
	next: () => Promise<void>,
) => Promise<void>;

/**
 * Asks the generator for a new run. Plugins receive it in their `watch` hook and call it when a
 * file they care about changes.
 *
 * @param file - The change that caused the run; it becomes `ctx.changedFile`.
 */
export type GeneratorPluginV1ReloadFn = (file: WatcherFile) => void;

/**
 * A plugin's `watch` hook, called once when watch mode starts.
 *
 * Use it to subscribe to the {@link Watcher} (with `watcher.on('update', …)`), to filter the changes
 * that concern your plugin, and to call `reload` for them. Use `watcher.ignore` for folders your
 * plugin writes to, so its own output does not trigger new runs.
 *
 * @param options - The normalised generator options.
 * @param watcher - The project's file watcher.
 * @param reload - Starts a new generator run.
 */
export type GeneratorPluginV1WatchOptions = (
	options: NormalizedGeneratorOptions,
	watcher: Watcher,
	reload: GeneratorPluginV1ReloadFn,
) => void;

/**
 * What you pass to {@link createPluginV1}: a name and the steps your plugin implements. Steps you
 * leave out simply call `next`.
 *
 * @typeParam Store - Extra context fields, see {@link Ctx}.
 */
export type GeneratorPluginV1Factory<Store = unknown> = {
	/** Unique identifier of the plugin; it is recorded in the `did…` lists of {@link Ctx}. */
	name: string;
	/** Short description shown by the CLI while the plugin generates, for example `'pagination connections'`. */
	actionName: string;
	/** Step that runs before any plugin generates. */
	setup?: GeneratorPluginV1Fn<Store>;
	/** Step where the plugin produces its files. */
	generate?: GeneratorPluginV1Fn<Store>;
	/** Step that runs after every plugin has generated, before files are written. */
	end?: GeneratorPluginV1Fn<Store>;
	/** Hook that connects the plugin to watch mode. Without it, the plugin never triggers a run by itself. */
	watch?: GeneratorPluginV1WatchOptions;
};

/**
 * A complete generator plugin, as returned by `createPluginV1` of `@baeta/generator-sdk` and by the
 * `@baeta/plugin-*` factories. Add these objects to the `plugins` list of `baeta.ts`.
 *
 * @typeParam Store - Extra fields of the context object (`Ctx` of `@baeta/generator-sdk`) that the
 * plugin's steps receive.
 */
export interface GeneratorPluginV1<Store = unknown> {
	/** Unique identifier of the plugin. */
	name: string;
	/** Short description shown by the CLI while the plugin generates. */
	actionName: string;
	/** Contract version, always `GeneratorPluginVersion.V1` (`'v1'`). */
	version: GeneratorPluginVersion.V1;
	/** Plugin kind, always `PluginType.Generator` from `@baeta/plugin`. */
	type: PluginType.Generator;
	/** Step that runs before any plugin generates. */
	setup: GeneratorPluginV1Fn<Store>;
	/** Step where the plugin produces its files. */
	generate: GeneratorPluginV1Fn<Store>;
	/** Step that runs after every plugin has generated. */
	end: GeneratorPluginV1Fn<Store>;
	/** Hook that connects the plugin to watch mode. */
	watch: GeneratorPluginV1WatchOptions;
}

/**
 * Declares a generator plugin.
 *
 * Give it a name, a label and the steps you need; missing steps default to a pass-through that
 * calls `next`, and a missing `watch` hook does nothing. The result can go straight into the
 * `plugins` list of `baeta.ts`. Wrap the call in a function of your own when the plugin takes
 * options, as the official plugins do.
 *
 * @typeParam Store - Extra context fields, see {@link Ctx}.
 * @param options - Name, label and steps of the plugin.
 * @returns The plugin object.
 *
 * @example
 * ```ts
 * import { join } from 'node:path';
 * import { createPluginV1 } from '@baeta/generator-sdk';
 *
 * // Writes a list of every generated file once the other plugins are done.
 * export function manifestPlugin(fileName = 'generated-files.txt') {
 *   return createPluginV1({
 *     name: 'manifest',
 *     actionName: 'file manifest',
 *     generate: async (ctx, next) => {
 *       await next();
 *       const files = ctx.fileManager.getAll().map((file) => file.filename);
 *       ctx.fileManager.createAndAdd(
 *         join(ctx.generatorOptions.cwd, fileName),
 *         files.sort().join('\n'),
 *         'manifest',
 *       );
 *     },
 *   });
 * }
 * ```
 */
export declare function createPluginV1<Store = unknown>(
	options: GeneratorPluginV1Factory<Store>,
): GeneratorPluginV1<Store>;

/**
 * Tells whether a plugin object is a generator plugin, by its `type` field.
 *
 * @param plugin - Any plugin object.
 * @returns `true` when `plugin.type` is `PluginType.Generator`; the type is then narrowed to
 * {@link GeneratorPluginV1}.
 */
export declare function isGeneratorPlugin(plugin: { type: PluginType }): plugin is GeneratorPluginV1<unknown>;

/**
 * Keeps the generator plugins of a mixed plugin list.
 *
 * @param plugins - A flat list of plugin objects. `undefined` is accepted.
 * @returns The generator plugins, in their original order; an empty array when `plugins` is
 * `undefined`.
 */
export declare function getGeneratorPlugins(
	plugins?: Array<{ type: PluginType }>,
): GeneratorPluginV1<unknown>[];
