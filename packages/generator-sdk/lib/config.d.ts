import type { FileOptions } from './file.js';

/**
 * A custom schema loader, for schema sources that the built-in `.gql`/`.graphql` file loader cannot
 * read (a remote endpoint, a database, another file format).
 *
 * The GraphQL plugin hands your loaders to `@graphql-tools/load` next to its own file loader, so any
 * object that follows the `Loader` contract of `@graphql-tools/utils` can be used here.
 *
 * @typeParam TOptions - The options object the loader accepts as its second argument.
 */
export interface Loader<TOptions = unknown> {
	/**
	 * Loads the sources that a schema pointer refers to.
	 *
	 * @param pointer - One schema pointer, for example a glob or a URL.
	 * @param options - Loader options passed through by `@graphql-tools/load`.
	 * @returns The loaded sources (the `Source` objects of `@graphql-tools/utils`), or `null` when the
	 * loader does not handle this pointer.
	 */
	load(pointer: string, options?: TOptions): Promise<unknown[] | null>;

	/**
	 * Synchronous variant of {@link Loader.load}, used when schemas are loaded synchronously.
	 *
	 * @param pointer - One schema pointer.
	 * @param options - Loader options passed through by `@graphql-tools/load`.
	 * @returns The loaded sources, or `null` when the loader does not handle this pointer.
	 */
	loadSync?(pointer: string, options?: TOptions): unknown[] | null;
}

/**
 * The options of the code generator: the `graphql` section of `baeta.ts`.
 *
 * Relative paths are resolved from {@link GeneratorOptions.cwd}. Before plugins see them, the
 * generator fills in the defaults and resolves the paths (`loadOptions` of `@baeta/generator-sdk`
 * produces that normalised form).
 */
export interface GeneratorOptions {
	/**
	 * Project root. Relative paths in the other options are resolved from it.
	 *
	 * @defaultValue `process.cwd()`
	 */
	cwd?: string;

	/**
	 * Glob patterns that select your GraphQL schema files, relative to the project root, for example
	 * `['src/**\/*.gql']`. If the value is missing at run time, `['src/**\/*.graphql']` is used.
	 */
	schemas: string[];

	/**
	 * Folder that holds your modules. Every direct sub-folder is one module, and each receives its own
	 * generated module definition file.
	 *
	 * @defaultValue `'src/modules'`
	 */
	modulesDir?: string;

	/**
	 * File name of the definition file generated inside every module folder. It holds the module's
	 * types, its parsed schema and the `get…Module` function.
	 *
	 * @defaultValue `'typedef.ts'`
	 */
	moduleDefinitionName?: string;

	/**
	 * Where the shared types file (every GraphQL type as TypeScript) is written.
	 *
	 * @defaultValue `'__generated__/types.ts'` next to the modules folder, that is `<modulesDir>/../__generated__/types.ts`
	 */
	baseTypesPath?: string;

	/**
	 * The type of your resolver context. Give a `path#ExportName` pointer such as
	 * `'src/types/context.ts#Context'`; the path is relative to the project root, and the generated
	 * files import the type from there. Absolute paths and package names (starting with `@`) are kept
	 * as written, and a leading `!` makes Baeta use the rest of the string verbatim. A value without
	 * `#` is taken as a TypeScript type expression.
	 *
	 * @defaultValue `undefined` (the context is typed `any`)
	 */
	contextType?: string;

	/**
	 * Path, relative to the project root, of a module whose default export is the result of
	 * `createExtensions` from `@baeta/core`, for example `'src/extensions/index.ts'`. Every generated
	 * module definition file imports it and passes it to its module, which is how your extensions
	 * (authorization, caching, complexity, …) reach the resolvers of every module. The path is
	 * written into the import as given, apart from being made relative, so include the file
	 * extension your project's imports use. A leading `!` keeps the import path exactly as written.
	 *
	 * @defaultValue `undefined` (no extension types)
	 */
	extensions?: string;

	/**
	 * TypeScript types for your custom scalars, keyed by scalar name. A value is either one type for
	 * both directions, or an object with separate `input` and `output` types. Each type is a type
	 * expression (`'Date'`) or a `path#ExportName` pointer, resolved like {@link GeneratorOptions.contextType}.
	 *
	 * @defaultValue `undefined`
	 */
	scalars?: Record<
		string,
		| string
		| {
				/** Type used where the scalar is an input: arguments and input object fields. */
				input: string;
				/** Type used where the scalar is an output: the values your resolvers return. */
				output: string;
		  }
	>;

	/**
	 * Header and post-processing settings applied to every generated file.
	 */
	fileOptions?: FileOptions;

	/**
	 * Extra schema loaders, tried next to the built-in file loader.
	 */
	loaders?: Loader[];

	/**
	 * Extension written on the relative imports of generated files. Use `'.js'` when your project
	 * compiles with `tsc` and Node.js resolves the output, or `false` to write imports without an
	 * extension.
	 *
	 * @defaultValue `'.ts'`
	 */
	importExtension?: '.js' | '.ts' | false;
}

/**
 * {@link GeneratorOptions} after {@link loadOptions} has filled in defaults and resolved paths. This
 * is the shape plugins read from `ctx.generatorOptions` and receive in their `watch` hook.
 */
export interface NormalizedGeneratorOptions {
	/** Absolute project root, with forward slashes. */
	cwd: string;
	/** Schema glob patterns, relative to {@link NormalizedGeneratorOptions.cwd}. */
	schemas: string[];
	/** Absolute path of the modules folder, with forward slashes. */
	modulesDir: string;
	/** File name of the per-module definition file, such as `typedef.ts`. */
	moduleDefinitionName: string;
	/** Location of the shared types file, relative to {@link NormalizedGeneratorOptions.modulesDir}. */
	baseTypesPath: string;
	/** Context type pointer, rewritten to be importable from the shared types file. */
	contextType?: string;
	/** Import path of the extensions module, relative to the module definition files. */
	extensions?: string;
	/** Scalar type mappings, with `path#Export` pointers rewritten like {@link NormalizedGeneratorOptions.contextType}. */
	scalars?: Record<
		string,
		| string
		| {
				/** Type used for inputs (arguments and input object fields). */
				input: string;
				/** Type used for outputs (resolver results). */
				output: string;
		  }
	>;
	/** Generated-file settings, passed on unchanged. */
	fileOptions?: FileOptions;
	/** Custom schema loaders, passed on unchanged. */
	loaders?: Loader[];
	/** Extension for generated relative imports; `undefined` when imports carry no extension. */
	importExtension?: '.js' | '.ts';
}

/**
 * Fills in the defaults of {@link GeneratorOptions} and resolves its paths.
 *
 * The generator calls this once per run, so plugins normally read the result from
 * `ctx.generatorOptions`. Call it yourself when a tool of yours needs the same paths the generator
 * uses, for example the absolute modules folder.
 *
 * @param options - The `graphql` options from `baeta.ts`.
 * @returns The normalised options, with absolute `cwd` and `modulesDir`, a `baseTypesPath` relative
 * to the modules folder, and context, scalar and extension pointers rewritten for the generated files.
 */
export declare function loadOptions(options: GeneratorOptions): NormalizedGeneratorOptions;
