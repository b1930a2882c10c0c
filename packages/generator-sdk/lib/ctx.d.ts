import type { NormalizedGeneratorOptions } from './config.js';
import type { FileManager } from './file.js';
import type { WatcherFile } from './watcher.js';

/**
 * The context object passed to every step of every generator plugin during one generator run.
 *
 * A fresh context is created for each run (and, in watch mode, for each re-run). Plugins register
 * the files they produce on {@link FileManager | `fileManager`}; the generator writes them all once
 * every step has finished. `pluginNames` lets a plugin check that a plugin it
 * depends on is present, and the `did…` arrays show how far the current run has got.
 *
 * @typeParam T - Extra fields a plugin family shares through the context. The default adds nothing.
 */
export type Ctx<T = unknown> = {
	/** Collects the files produced during this run. */
	fileManager: FileManager;
	/** Names of the plugins that have handed the `setup` step on (called `next`), in order. */
	didSetup: string[];
	/** Names of the plugins that have handed the `generate` step on (called `next`), in order. */
	didGenerate: string[];
	/** Names of the plugins that have handed the `end` step on (called `next`), in order. */
	didEnd: string[];
	/** Names of all plugins taking part in this run, in the order they run. */
	pluginNames: string[];
	/** The normalised `graphql` options from `baeta.ts`. */
	generatorOptions: NormalizedGeneratorOptions;
	/** `true` when this run was triggered by a file change in watch mode. */
	watching: boolean;
	/** In watch mode, the file change that triggered this run; otherwise `undefined`. */
	changedFile?: WatcherFile;
} & T;
