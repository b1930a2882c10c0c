/**
 * Path helpers that behave the same on every operating system. Apart from the two converters
 * {@link posixPath} and {@link winPath}, every export wraps the matching `node:path` function
 * (through the `upath` library): string arguments are turned into forward-slash form first and
 * string results come back with forward slashes, even on Windows.
 *
 * Baeta's CLI, generator and plugins use it so that generated imports and file lists look
 * identical whichever machine produced them. Import the named helpers, or the default export
 * when you want them all on one object.
 *
 * @packageDocumentation
 */

/// <reference types="node" />
import type { ParsedPath } from 'node:path';

/**
 * Converts every backslash in a path to a forward slash. Nothing else changes: the path is
 * not normalized and repeated separators stay repeated.
 *
 * @param pathname - A path that may contain Windows separators.
 * @returns The same path with `/` separators.
 *
 * @example
 * ```ts
 * import { posixPath } from '@baeta/util-path';
 *
 * posixPath('src\\modules\\user\\user.gql'); // "src/modules/user/user.gql"
 * ```
 */
export declare function posixPath(pathname: string): string;

/**
 * Converts every forward slash in a path to a backslash, the reverse of {@link posixPath}.
 * The path is not normalized.
 *
 * @param pathname - A path that may contain POSIX separators.
 * @returns The same path with `\` separators.
 *
 * @example
 * ```ts
 * import { winPath } from '@baeta/util-path';
 *
 * winPath('src/modules/user'); // "src\\modules\\user"
 * ```
 */
export declare function winPath(pathname: string): string;

/**
 * Appends an extension to a file name unless the name already ends with exactly that
 * extension. The leading dot is optional in `ext`; an empty `ext` leaves the name as it is.
 *
 * @param file - File name or path.
 * @param ext - Extension to add, such as `".ts"` or `"ts"`.
 * @returns The file name ending with `ext`.
 *
 * @example
 * ```ts
 * import { addExt } from '@baeta/util-path';
 *
 * addExt('schema', 'gql'); // "schema.gql"
 * addExt('schema.gql', '.gql'); // "schema.gql"
 * ```
 */
export declare const addExt: (file: string, ext: string) => string;

/**
 * Returns the last segment of a path, like `path.basename`, after converting separators to `/`.
 *
 * @param p - Path to read.
 * @param ext - Optional extension to strip from the result when the segment ends with it.
 * @returns The final path segment.
 */
export declare const basename: (p: string, ext?: string) => string;

/**
 * Replaces the extension of a file name, or adds `ext` when the name has no extension that
 * counts as valid.
 *
 * An extension is valid when it is at most `maxSize` characters long including its dot and is
 * not listed in `ignoreExts`; an ignored extension stays and `ext` is appended after it.
 *
 * @param filename - File name or path.
 * @param ext - New extension, with or without the leading dot; an empty string removes the
 *   current extension.
 * @param ignoreExts - Extensions that must not be treated as extensions, such as `[".min"]`.
 * @param maxSize - Longest string, dot included, still considered an extension. Defaults to `7`.
 * @returns The file name with its new extension.
 *
 * @example
 * ```ts
 * import { changeExt } from '@baeta/util-path';
 *
 * changeExt('types.gql', '.ts'); // "types.ts"
 * changeExt('bundle.min', '.js', ['.min']); // "bundle.min.js"
 * ```
 */
export declare const changeExt: (
	filename: string,
	ext: string,
	ignoreExts?: string[],
	maxSize?: number,
) => string;

/**
 * Adds `ext` to a file name only when the name does not already have a valid extension
 * (same validity rules as {@link changeExt}).
 *
 * @param filename - File name or path.
 * @param ext - Extension to fall back to.
 * @param ignoreExts - Extensions that do not count as an existing extension.
 * @param maxSize - Longest string, dot included, still considered an extension. Defaults to `7`.
 * @returns The file name, with `ext` added if it had no extension.
 */
export declare const defaultExt: (
	filename: string,
	ext: string,
	ignoreExts?: string[],
	maxSize?: number,
) => string;

/**
 * Separator used between entries of `PATH`-like environment variables on the current
 * platform: `":"` on POSIX systems and `";"` on Windows. It is not rewritten.
 */
export declare const delimiter: string;

/**
 * Returns the directory part of a path, like `path.dirname`, using `/` separators.
 *
 * @param p - Path to read.
 * @returns Everything before the last segment.
 */
export declare const dirname: (p: string) => string;

/**
 * Returns the extension of the last path segment, from its last dot to the end (for example
 * `".ts"`), or an empty string when there is none.
 *
 * @param p - Path to read.
 * @returns The extension including its dot, or `""`.
 */
export declare const extname: (p: string) => string;

/**
 * Builds a path string from its parts; the reverse of {@link parse}.
 *
 * @param pathObject - The parts of the path: `root`, `dir`, `base`, `name` and `ext`.
 * @returns The assembled path with `/` separators.
 */
export declare const format: (pathObject: ParsedPath) => string;

/**
 * Tells whether a path is absolute, following the rules of the current platform.
 *
 * @param path - Path to test.
 * @returns `true` for an absolute path.
 */
export declare const isAbsolute: (path: string) => boolean;

/**
 * Joins path segments and normalizes the result, like `path.join`, always with `/`
 * separators.
 *
 * @param paths - Segments to join. All of them must be strings; `node:path` throws a
 *   `TypeError` otherwise.
 * @returns The joined path.
 *
 * @example
 * ```ts
 * import { join } from '@baeta/util-path';
 *
 * join('src', 'modules', '..', '__generated__'); // "src/__generated__"
 * ```
 */
export declare const join: (...paths: string[]) => string;

/**
 * Joins path segments like {@link join}, but keeps a leading `./` when the first segment
 * starts with one. Useful for relative import specifiers, which need that prefix.
 *
 * @param paths - Segments to join; all must be strings.
 * @returns The joined path.
 *
 * @example
 * ```ts
 * import { join, joinSafe } from '@baeta/util-path';
 *
 * join('./modules', 'user'); // "modules/user"
 * joinSafe('./modules', 'user'); // "./modules/user"
 * ```
 */
export declare const joinSafe: (...paths: string[]) => string;

/**
 * Normalizes a path, resolving `.` and `..` segments and collapsing repeated separators,
 * like `path.normalize`, with `/` separators. A leading `./` is dropped.
 *
 * @param p - Path to normalize.
 * @returns The normalized path.
 */
export declare const normalize: (p: string) => string;

/**
 * Normalizes a path like {@link normalize} but keeps a meaningful leading `./`, and keeps the
 * leading `//` of UNC paths.
 *
 * @param p - Path to normalize.
 * @returns The normalized path.
 */
export declare const normalizeSafe: (p: string) => string;

/**
 * Normalizes a path like {@link normalizeSafe} and then removes a trailing `/`.
 *
 * @param p - Path to normalize.
 * @returns The normalized path without a trailing slash.
 */
export declare const normalizeTrim: (p: string) => string;

/**
 * Splits a path into its parts; the reverse of {@link format}.
 *
 * @param pathString - Path to split.
 * @returns An object with the `root`, `dir`, `base` (file name with extension), `ext` and
 *   `name` (file name without extension) of the path. Because the input is converted first,
 *   `dir` uses `/` separators.
 */
export declare const parse: (pathString: string) => ParsedPath;

/**
 * The POSIX flavour of the path functions. At run time this is Node's own `path.posix`,
 * passed through unchanged (no separator conversion is applied), so it always uses `/` and
 * POSIX rules whatever the host system.
 */
export declare const posix: {
	/** Normalizes a path with POSIX rules. */
	normalize(p: string): string;
	/** Joins and normalizes segments with POSIX rules. */
	join(...paths: string[]): string;
	/** Resolves segments into an absolute POSIX path. */
	resolve(...pathSegments: string[]): string;
	/** Tells whether a path is absolute under POSIX rules. */
	isAbsolute(p: string): boolean;
	/** Returns the relative path from `from` to `to`. */
	relative(from: string, to: string): string;
	/** Returns the directory part of a path. */
	dirname(p: string): string;
	/** Returns the last segment of a path, optionally without `ext`. */
	basename(p: string, ext?: string): string;
	/** Returns the extension of the last segment. */
	extname(p: string): string;
	/** Segment separator. */
	sep: string;
	/** `PATH` entry delimiter. */
	delimiter: string;
	/** Splits a path into its parts. */
	parse(p: string): ParsedPath;
	/** Builds a path from its parts. */
	format(pP: ParsedPath): string;
};

/**
 * Returns the path that leads from `from` to `to`, like `path.relative`, with `/` separators.
 *
 * @param from - Starting location.
 * @param to - Target location.
 * @returns The relative path, or an empty string when both resolve to the same place.
 *
 * @example
 * ```ts
 * import { relative } from '@baeta/util-path';
 *
 * relative('/app/src/modules', '/app/src/__generated__/types.ts'); // "../__generated__/types.ts"
 * ```
 */
export declare const relative: (from: string, to: string) => string;

/**
 * Removes `ext` from the end of a file name when the file has exactly that extension;
 * otherwise returns the name untouched. The leading dot in `ext` is optional.
 *
 * @param filename - File name or path.
 * @param ext - Extension to remove.
 * @returns The file name without `ext`.
 *
 * @example
 * ```ts
 * import { removeExt } from '@baeta/util-path';
 *
 * removeExt('user.resolvers.ts', 'ts'); // "user.resolvers"
 * removeExt('user.gql', '.ts'); // "user.gql"
 * ```
 */
export declare const removeExt: (filename: string, ext: string) => string;

/**
 * Resolves a sequence of segments into an absolute path, like `path.resolve`, falling back to
 * the current working directory; the result uses `/` separators.
 *
 * @param pathSegments - Segments to resolve, from left to right.
 * @returns An absolute path.
 */
export declare const resolve: (...pathSegments: string[]) => string;

/** Segment separator of this package. It is always `"/"`, on every platform. */
export declare const sep: string;

/**
 * Replaces backslashes with `/` and collapses repeated slashes (except a leading `//`), without
 * any other normalization.
 *
 * @param p - Path to convert.
 * @returns The path in forward-slash form.
 */
export declare const toUnix: (p: string) => string;

/**
 * Removes the extension of a file name when it counts as valid: at most `maxSize`
 * characters including its dot, and not listed in `ignoreExts`.
 *
 * @param filename - File name or path.
 * @param ignoreExts - Extensions that must be kept, such as `[".min"]`.
 * @param maxSize - Longest string, dot included, still considered an extension. Defaults to `7`.
 * @returns The file name without its extension.
 *
 * @example
 * ```ts
 * import { trimExt } from '@baeta/util-path';
 *
 * trimExt('user.resolvers.ts'); // "user.resolvers"
 * ```
 */
export declare const trimExt: (filename: string, ignoreExts?: string[], maxSize?: number) => string;

/**
 * The Windows flavour of the path functions. At run time this is Node's own `path.win32`,
 * passed through unchanged, so it produces backslash paths and applies Windows rules whatever
 * the host system. It has the same members as {@link posix}.
 */
export declare const win32: typeof posix;

/**
 * Every helper of this package on one object, for code that prefers a namespace-style
 * import. Its members are the same functions and values as the named exports.
 *
 * @example
 * ```ts
 * import upath from '@baeta/util-path';
 *
 * const outFile = upath.join('src', '__generated__', 'types.ts');
 * ```
 */
declare const _default: {
	/** {@link addExt}, the same function as the named export. */
	addExt: typeof addExt;
	/** {@link basename}, the same function as the named export. */
	basename: typeof basename;
	/** {@link changeExt}, the same function as the named export. */
	changeExt: typeof changeExt;
	/** {@link defaultExt}, the same function as the named export. */
	defaultExt: typeof defaultExt;
	/** {@link delimiter}, the same value as the named export. */
	delimiter: typeof delimiter;
	/** {@link dirname}, the same function as the named export. */
	dirname: typeof dirname;
	/** {@link extname}, the same function as the named export. */
	extname: typeof extname;
	/** {@link format}, the same function as the named export. */
	format: typeof format;
	/** {@link isAbsolute}, the same function as the named export. */
	isAbsolute: typeof isAbsolute;
	/** {@link join}, the same function as the named export. */
	join: typeof join;
	/** {@link joinSafe}, the same function as the named export. */
	joinSafe: typeof joinSafe;
	/** {@link normalize}, the same function as the named export. */
	normalize: typeof normalize;
	/** {@link normalizeSafe}, the same function as the named export. */
	normalizeSafe: typeof normalizeSafe;
	/** {@link normalizeTrim}, the same function as the named export. */
	normalizeTrim: typeof normalizeTrim;
	/** {@link parse}, the same function as the named export. */
	parse: typeof parse;
	/** {@link posix}, the same value as the named export. */
	posix: typeof posix;
	/** {@link relative}, the same function as the named export. */
	relative: typeof relative;
	/** {@link removeExt}, the same function as the named export. */
	removeExt: typeof removeExt;
	/** {@link resolve}, the same function as the named export. */
	resolve: typeof resolve;
	/** {@link sep}, the same value as the named export. */
	sep: typeof sep;
	/** {@link toUnix}, the same function as the named export. */
	toUnix: typeof toUnix;
	/** {@link trimExt}, the same function as the named export. */
	trimExt: typeof trimExt;
	/** {@link win32}, the same value as the named export. */
	win32: typeof win32;
	/** {@link posixPath}, the same function as the named export. */
	posixPath: typeof posixPath;
	/** {@link winPath}, the same function as the named export. */
	winPath: typeof winPath;
};
export default _default;
