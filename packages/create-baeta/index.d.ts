/**
 * The project generator behind `npm create baeta` (also `yarn create baeta`, `pnpm create baeta`
 * and `bun create baeta`). It asks for a name, a server template and a runtime, writes a
 * ready-to-run Baeta project, and installs its dependencies with your package manager.
 *
 * Most people only run the command. The functions exported here are the steps the command is
 * made of, for scripts that want to scaffold projects programmatically; several of them prompt
 * on the terminal when a choice was not supplied.
 *
 * @packageDocumentation
 */

/** Package managers the generator can install dependencies with. */
export type PackageManager = 'npm' | 'yarn' | 'pnpm' | 'bun';

/** JavaScript runtimes a generated project can target. */
export type JavaScriptRuntime = 'node' | 'deno' | 'bun';

/**
 * Available project templates: `"yoga"` (a GraphQL Yoga server) and `"apollo"` (an Apollo
 * Server).
 */
export type Template = 'yoga' | 'apollo';

/**
 * One file of a template: where it goes and what it contains.
 */
export type TemplateFile = {
	/** Path of the file relative to the project folder, for example `./src/app.ts`. */
	relativePath: string;
	/** Full text of the file. */
	content: string;
};

/**
 * Options of the command line that influence package-manager detection.
 */
export interface CliOptions {
	/** Package manager to use (`--package-manager`, `-p`). */
	packageManager?: PackageManager;
	/** Skip installing dependencies after the files are written (`--skip-install`, `-s`). */
	skipInstall?: boolean;
}

/**
 * Everything the command receives from the command line:
 * `create-baeta [appName] [template] [rootDir] [--package-manager <pm>] [--skip-install]`.
 */
export interface Args {
	/** Package manager to install dependencies with; detected or asked for when omitted. */
	packageManager?: PackageManager;
	/** Write the files without installing dependencies. */
	skipInstall?: boolean;
	/** Name of the new project and of its folder; asked for when omitted. */
	appName?: string;
	/** Template name (`"yoga"` or `"apollo"`); asked for when omitted or not recognised. */
	template?: string;
	/** Folder in which the project folder is created. The command line defaults it to `"."`. */
	rootDir: string;
}

/** Package manager used when none is given, detected or chosen: `"npm"`. */
export declare const defaultPackageManager: 'npm';

/** Lock file written by each supported package manager, used to detect which one is in use. */
export declare const lockfileNames: {
	/** `package-lock.json` */
	npm: string;
	/** `yarn.lock` */
	yarn: string;
	/** `pnpm-lock.yaml` */
	pnpm: string;
	/** `bun.lockb` */
	bun: string;
};

/** Every supported package manager, in detection order: npm, yarn, pnpm, bun. */
export declare const packageManagers: PackageManager[];

/** Every supported runtime: `["node", "deno", "bun"]`. */
export declare const runtimes: readonly ['node', 'deno', 'bun'];

/** Runtime used when no other is available or the choice is cancelled: `"node"`. */
export declare const defaultJavaScriptRuntime: 'node';

/** Every template name: `["yoga", "apollo"]`. */
export declare const templates: readonly ['yoga', 'apollo'];

/**
 * Runs the whole generator: resolves the project name, template and runtime, writes the
 * files into `<rootDir>/<appName>`, picks a package manager, installs the dependencies unless
 * told not to, and prints the next steps.
 *
 * If installing fails, the project folder is kept, instructions to retry are printed and the
 * process exits with code 0.
 *
 * @param args - Parsed command-line arguments.
 * @throws Error when the given name is empty or its folder already exists, when no template is
 *   chosen, when the package manager is not supported, or when writing a file fails.
 *
 * @example
 * ```ts
 * import { handler } from 'create-baeta';
 *
 * // Scaffold a Yoga project in ./services/users without installing dependencies.
 * await handler({
 *   appName: 'users',
 *   template: 'yoga',
 *   rootDir: './services',
 *   packageManager: 'pnpm',
 *   skipInstall: true,
 * });
 * ```
 */
export declare function handler(args: Args): Promise<void>;

/**
 * Decides the project name. A name given by the caller is validated and returned; otherwise
 * the user is prompted (suggesting `baeta-app`) until the answer is valid. Cancelling the
 * prompt ends the process with exit code 1.
 *
 * @param reqName - Name from the command line, if any.
 * @param rootDir - Folder the project will be created in; used to check the name is free.
 * @returns The chosen name.
 * @throws Error when `reqName` is given but is empty or names a folder that already exists.
 */
export declare function getAppName(reqName: string | undefined, rootDir: string): Promise<string>;

/**
 * Decides which template to use. A known template name is returned as is; otherwise the user
 * picks one from a list. Cancelling the prompt ends the process with exit code 1.
 *
 * @param reqTemplate - Template name from the command line, if any.
 * @returns The template.
 * @throws Error when no template ends up selected.
 */
export declare function getTemplate(reqTemplate: string | undefined): Promise<Template>;

/**
 * Decides which runtime the project targets. When neither Bun nor Deno is installed the answer
 * is `"node"` without asking; otherwise the user picks among the runtimes found, and
 * cancelling falls back to {@link defaultJavaScriptRuntime}.
 *
 * @returns The runtime.
 */
export declare function getRuntime(): Promise<JavaScriptRuntime>;

/**
 * Writes the files of a template into a folder, creating folders as needed. The server entry
 * `src/app.ts`, the `start` script and the type packages listed in `package.json` depend on the
 * runtime; the app name becomes the package name. Dependency versions are pinned to the Baeta
 * release the generator belongs to.
 *
 * @param appName - Project name, written into the generated `package.json`.
 * @param runtime - Runtime to generate for.
 * @param template - Template to use.
 * @param dest - Folder to write into.
 * @returns Resolves when every file is written.
 */
export declare function copyTemplate(
	appName: string,
	runtime: JavaScriptRuntime,
	template: Template,
	dest: string,
): Promise<void>;

/**
 * Decides which package manager installs the dependencies. The first rule that gives an answer
 * wins:
 *
 * 1. a lock file already inside `dest`;
 * 2. `options.packageManager`;
 * 3. a lock file in the current directory;
 * 4. the package manager that launched the command (from `npm_config_user_agent`);
 * 5. {@link defaultPackageManager} when `options.skipInstall` is set;
 * 6. a prompt listing the package managers found on the machine (`"npm"` without asking when
 *    no other is installed; cancelling falls back to {@link defaultPackageManager}).
 *
 * @param dest - Folder of the new project.
 * @param options - Command-line options.
 * @returns The package manager.
 * @throws Error when `options.packageManager` is not one of {@link packageManagers}.
 */
export declare function getPackageManager(dest: string, options: CliOptions): Promise<PackageManager>;

/**
 * Returns the command that installs dependencies with a package manager: `yarn`,
 * `bun install`, or `<npm|pnpm> install --color always`.
 *
 * @param pkgManager - The package manager.
 * @returns The shell command.
 *
 * @example
 * ```ts
 * import { getInstallCommand } from 'create-baeta';
 *
 * getInstallCommand('pnpm'); // "pnpm install --color always"
 * ```
 */
export declare function getInstallCommand(pkgManager: PackageManager): string;
