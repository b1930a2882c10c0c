/**
 * The compiler used by `baeta build`. It bundles your server with esbuild using settings suited to
 * a Baeta project (Node.js platform, source maps, dependencies left external by default), in a
 * one-off or a watch mode. The CLI also uses it to load a TypeScript `baeta.ts` when Node.js cannot
 * import it directly, which is why the CLI lists it as an optional peer dependency.
 *
 * The `@baeta/compiler/esbuild` entry re-exports esbuild itself.
 *
 * @packageDocumentation
 */

import type { BuildContext, BuildOptions, Plugin } from 'esbuild';

/**
 * How your server is compiled: the `compiler` section of `baeta.ts`.
 *
 * The compiler starts from these esbuild settings: `bundle: true`, `sourcemap: true`,
 * `platform: 'node'`, `logLevel: 'silent'`, the entry points from {@link CompilerOptions.src}, the
 * output folder from {@link CompilerOptions.dist}, and an `external` list built from the
 * `dependencies` of your `package.json` as described below. Anything in
 * {@link CompilerOptions.esbuild} overrides them.
 */
export interface CompilerOptions {
	/**
	 * Entry file or files of the server, relative to the project root, for example
	 * `'src/app.ts'`. A bare path gets a `./` prefix so esbuild treats it as a file.
	 */
	src: string | string[];

	/**
	 * Output folder for the bundle, for example `'dist'`.
	 */
	dist: string;

	/**
	 * Bundle your npm dependencies into the output. When `false`, the packages listed under
	 * `dependencies` in `package.json` stay external and are loaded from `node_modules` at run
	 * time.
	 *
	 * @defaultValue `false`
	 */
	bundleDeps?: boolean;

	/**
	 * Bundle the dependencies whose version starts with `workspace:` (packages of your monorepo),
	 * so the output does not depend on how they are built. Watch mode always bundles them.
	 *
	 * @defaultValue `false` for a one-off build, `true` in watch mode
	 */
	bundleWorkspaces?: boolean;

	/**
	 * Define `require`, `__filename` and `__dirname` at the top of an ES module bundle, for code
	 * written for CommonJS (Prisma's client, for instance). `__filename` and `__dirname` refer to
	 * the output file. It has no effect when `esbuild.format` is `'cjs'` or `'iife'`; any `banner.js`
	 * you set is kept after the added lines.
	 *
	 * @defaultValue `false`
	 */
	cjsGlobals?: boolean;

	/**
	 * Any other esbuild build options (`format`, `target`, `minify`, `define`, `plugins`, …). They
	 * are applied over the compiler's defaults. `outdir` and `entryPoints` are not accepted here;
	 * use {@link CompilerOptions.dist} and {@link CompilerOptions.src}.
	 *
	 * @defaultValue `undefined`
	 */
	esbuild?: Partial<Omit<BuildOptions, 'outdir' | 'entryPoints'>>;
}

/**
 * Callbacks for {@link createEsbuildCliHooksPlugin}.
 */
export interface HooksOptions {
	/**
	 * Called when a build starts, and awaited before esbuild continues.
	 *
	 * @param startTime - Start time, in milliseconds from `performance.now()`.
	 */
	onBuildStart: (startTime: number) => void | Promise<void>;

	/**
	 * Called when a build ends, successfully or not, and awaited.
	 *
	 * @param buildTime - Duration of the build in milliseconds.
	 * @param warnings - esbuild's warnings, formatted for a colour terminal.
	 * @param errors - esbuild's errors, formatted for a colour terminal; empty when the build
	 * succeeded.
	 */
	onBuildEnd: (buildTime: number, warnings: string[], errors: string[]) => void | Promise<void>;
}

/**
 * Compiles the server once, with the settings described on {@link CompilerOptions}.
 *
 * @param options - The `compiler` options, as in `baeta.ts`.
 * @returns A promise that resolves when the bundle is written and esbuild has shut down the build.
 * @throws esbuild's `BuildFailure` (as a rejection) when the build has errors.
 *
 * @example
 * ```ts
 * // scripts/build.ts
 * import { build } from '@baeta/compiler';
 *
 * await build({
 *   src: 'src/app.ts',
 *   dist: 'dist',
 *   bundleWorkspaces: true,
 *   esbuild: { format: 'esm', target: 'node22', minify: true },
 * });
 * ```
 */
export declare function build(options: CompilerOptions): Promise<void>;

/**
 * Compiles the server and keeps rebuilding it whenever a source file changes. Workspace
 * dependencies are always bundled in this mode.
 *
 * Build errors during watching are not thrown; add a plugin, such as one from
 * {@link createEsbuildCliHooksPlugin}, to `esbuild.plugins` to hear about each build.
 *
 * @param options - The `compiler` options, as in `baeta.ts`.
 * @returns The esbuild build context once watching has started. Call its `dispose()` method to stop.
 *
 * @example
 * ```ts
 * // scripts/dev.ts
 * import { buildAndWatch, createEsbuildCliHooksPlugin } from '@baeta/compiler';
 *
 * const context = await buildAndWatch({
 *   src: 'src/app.ts',
 *   dist: 'dist',
 *   esbuild: {
 *     format: 'esm',
 *     plugins: [
 *       createEsbuildCliHooksPlugin({
 *         onBuildStart: () => console.log('Rebuilding…'),
 *         onBuildEnd: (ms, warnings, errors) => {
 *           for (const line of [...warnings, ...errors]) console.log(line);
 *           console.log(`Done in ${Math.round(ms)} ms`);
 *         },
 *       }),
 *     ],
 *   },
 * });
 *
 * process.once('SIGINT', () => {
 *   void context.dispose();
 * });
 * ```
 */
export declare function buildAndWatch(options: CompilerOptions): Promise<BuildContext<BuildOptions>>;

/**
 * Bundles one TypeScript or JavaScript file into a single ES module, in memory, without writing
 * it. The CLI uses it to load a TypeScript `baeta.ts` that Node.js cannot import directly.
 *
 * Packages (bare imports) stay external. `__dirname`, `__filename`, `import.meta.url`,
 * `import.meta.dirname` and `import.meta.filename` keep pointing at the original source files, so
 * a config file that resolves paths relative to itself still works after bundling. The output has
 * an inline source map and targets Node.js 22.
 *
 * @param fileName - Path of the file to bundle, relative to the current working directory or
 * absolute.
 * @returns The bundled code, and the paths of the source files that went into it (relative to the
 * current working directory).
 * @throws esbuild's `BuildFailure` (as a rejection) when the file cannot be bundled.
 */
export declare function bundleFile(fileName: string): Promise<{
	/** The bundled ES module source, with an inline source map. */
	code: string;
	/** Paths of the files that went into the bundle, relative to the current working directory. */
	dependencies: string[];
}>;

/**
 * Creates an esbuild plugin that reports the start and end of every build to your callbacks, with
 * the build time and esbuild's messages already formatted for the terminal. The CLI uses it to draw
 * the status of `baeta build`, in one-off and watch mode.
 *
 * @param options - The callbacks.
 * @returns An esbuild plugin, for `CompilerOptions.esbuild.plugins` or any esbuild build.
 */
export declare function createEsbuildCliHooksPlugin(options: HooksOptions): Plugin;
