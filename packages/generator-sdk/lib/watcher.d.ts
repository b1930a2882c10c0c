import micromatch from 'micromatch';

/**
 * The `micromatch` glob library, re-exported so that plugins match paths exactly the way the
 * {@link Watcher} does without adding the dependency themselves. As a value, call it to filter a
 * list of paths or use its methods such as `micromatch.isMatch` and `micromatch.matcher`; as a
 * namespace, it holds the library's option and result types.
 */
export { micromatch };

/**
 * Tests a path against one or more glob patterns; the `isMatch` function of the `micromatch`
 * package, exported on its own for convenience. Plugins use it in their `watch` hook to decide
 * whether a change concerns them.
 *
 * @param str - The path to test.
 * @param pattern - One glob pattern or a list of them; the path matches when any pattern does.
 * @param options - Matching options of `micromatch`.
 * @returns `true` when the path matches.
 */
export declare const isMatch: (
	str: string,
	pattern: string | readonly string[],
	options?: micromatch.Options,
) => boolean;

/**
 * A predicate over a path, used as an ignore rule.
 *
 * @param testString - The absolute path of a changed file, with forward slashes.
 * @returns `true` to match (that is, ignore) the path.
 */
export type MatchFn = (testString: string) => boolean;

/**
 * An ignore rule for the {@link Watcher}:
 *
 * - a glob (any string with glob syntax such as `*`, `**` or braces) matched against absolute paths;
 * - any other string, taken as a file path (relative paths are resolved from the watched folder) and
 *   compared exactly;
 * - a regular expression tested against the absolute path;
 * - a {@link MatchFn}.
 */
export type MatchPattern = string | RegExp | MatchFn;

/**
 * A file change reported by the {@link Watcher}.
 */
export interface WatcherFile {
	/** What happened to the file. */
	type: 'create' | 'update' | 'delete';
	/** Absolute path of the file, with forward slashes. */
	path: string;
	/** Path of the file relative to the watched folder, with forward slashes. */
	relativePath: string;
}

/**
 * Receives a file change from the {@link Watcher}.
 *
 * @param path - The change.
 */
export type WatcherListener = (path: WatcherFile) => void;

/**
 * Watches a folder tree and calls listeners for created, updated and deleted files.
 *
 * The generator creates one watcher for the project root in watch mode and hands it to the `watch`
 * hook of every plugin. It is built on `@parcel/watcher`, which reports changes in batches through
 * native file-system events. Changes that match an ignore rule (see {@link Watcher.ignore}) are
 * dropped before listeners run.
 */
export declare class Watcher {
	/**
	 * Starts watching right away.
	 *
	 * @param cwd - The folder to watch, recursively.
	 * @param options - Options for `@parcel/watcher`: `ignore` lists paths or globs that the native
	 * watcher skips, and `backend` picks the native back end (by default the best one for the
	 * platform).
	 */
	constructor(
		cwd: string,
		options?: {
			ignore?: string[];
			backend?: 'fs-events' | 'watchman' | 'inotify' | 'windows' | 'brute-force';
		},
	);

	/**
	 * The callback given to `@parcel/watcher`. It drops ignored paths and dispatches each remaining
	 * change to the listeners of its type. An error from the native watcher is logged to the console
	 * and the batch is skipped. You do not normally call it yourself.
	 *
	 * @param err - The error reported by the native watcher, or `null`.
	 * @param events - The batch of changes, each with its absolute `path` and `type`.
	 */
	onEvents: (
		err: Error | null,
		events: Array<{ path: string; type: 'create' | 'update' | 'delete' }>,
	) => void;

	/**
	 * Adds a listener for one kind of change.
	 *
	 * @param event - The kind of change to listen for.
	 * @param listener - Called once for every matching change.
	 */
	on(event: 'create' | 'update' | 'delete', listener: WatcherListener): void;

	/**
	 * Removes a listener added with {@link Watcher.on}.
	 *
	 * @param event - The kind of change it was added for.
	 * @param listener - The same function that was passed to `on`.
	 */
	off(event: 'create' | 'update' | 'delete', listener: WatcherListener): void;

	/**
	 * Adds an ignore rule, typically for a folder your plugin generates into, so your own output
	 * does not start another run.
	 *
	 * @param pattern - The rule: a glob (matched against absolute paths), a plain file path (relative
	 * paths are resolved from the watched folder), a regular expression tested against the absolute
	 * path, or a function that returns `true` for paths to ignore.
	 */
	ignore(pattern: MatchPattern): void;

	/**
	 * Removes an ignore rule added with {@link Watcher.ignore}. Regular expressions and functions
	 * are removed by identity, strings by value.
	 *
	 * @param pattern - The rule to remove.
	 */
	unignore(pattern: MatchPattern): void;

	/**
	 * Opens a subscription to `@parcel/watcher` for the watched folder. The constructor already calls
	 * it once; calling it again opens an additional subscription that {@link Watcher.close} does not
	 * end.
	 *
	 * @returns A handle whose `unsubscribe` ends that subscription.
	 */
	createSubscription(): {
		/** Ends the subscription; resolves once the native watcher has stopped. */
		unsubscribe: () => Promise<void>;
	};

	/**
	 * Stops watching.
	 *
	 * @returns A promise that resolves once the subscription is closed.
	 */
	close(): Promise<void>;
}

/**
 * The set of ignore rules behind {@link Watcher.ignore}, usable on its own when you need the same
 * matching elsewhere.
 *
 * Each rule is kept in a list by form: exact file paths, compiled globs, regular expressions and
 * functions (see {@link MatchPattern}).
 */
export declare class WatcherIgnore {
	/**
	 * @param cwd - Folder against which relative file paths are resolved.
	 */
	constructor(cwd: string);

	/**
	 * Adds a rule.
	 *
	 * @param pattern - The rule to add.
	 */
	ignore(pattern: MatchPattern): void;

	/**
	 * Tells whether a string uses glob syntax (a glob star, braces, extglobs or other wildcards), as
	 * decided by `micromatch.scan`.
	 *
	 * @param pattern - The string to inspect.
	 * @returns `true` for a glob, `false` for a plain path.
	 */
	isMicromatch(pattern: string): boolean;

	/**
	 * Makes a path absolute against the `cwd` given to the constructor.
	 *
	 * @param file - A relative or absolute path.
	 * @returns The absolute path; absolute input is returned unchanged.
	 */
	resolveFile(file: string): string;

	/**
	 * Removes a rule. Regular expressions and functions are removed by identity, strings by value.
	 *
	 * @param pattern - The rule to remove.
	 */
	unignore(pattern: MatchPattern): void;

	/**
	 * Checks a path against every rule.
	 *
	 * @param path - Absolute path with forward slashes.
	 * @returns `true` when any rule matches.
	 */
	isIgnored(path: string): boolean;
}
