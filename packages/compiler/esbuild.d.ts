/**
 * The esbuild API, re-exported by `@baeta/compiler`. Baeta's compiler is built on esbuild, and
 * `baeta.ts` passes esbuild options through `CompilerOptions.esbuild`; importing esbuild from here
 * gives you the exact version the compiler uses, so the option types and any esbuild plugins you
 * write always agree with it, without a separate dependency.
 *
 * Every item below comes from the `esbuild` package unchanged; see the esbuild documentation for
 * details.
 *
 * @packageDocumentation
 */

export {
	analyzeMetafile,
	analyzeMetafileSync,
	build,
	buildSync,
	context,
	formatMessages,
	formatMessagesSync,
	initialize,
	stop,
	transform,
	transformSync,
	version,
} from 'esbuild';

export type {
	AnalyzeMetafileOptions,
	BuildContext,
	BuildFailure,
	BuildOptions,
	BuildResult,
	Charset,
	CommonOptions,
	CORSOptions,
	Drop,
	Format,
	FormatMessagesOptions,
	ImportKind,
	InitializeOptions,
	Loader,
	Location,
	LogLevel,
	Message,
	Metafile,
	Note,
	OnEndResult,
	OnLoadArgs,
	OnLoadOptions,
	OnLoadResult,
	OnResolveArgs,
	OnResolveOptions,
	OnResolveResult,
	OnStartResult,
	OutputFile,
	PartialMessage,
	PartialNote,
	Platform,
	Plugin,
	PluginBuild,
	ResolveOptions,
	ResolveResult,
	SameShape,
	ServeOnRequestArgs,
	ServeOptions,
	ServeResult,
	StdinOptions,
	TransformFailure,
	TransformOptions,
	TransformResult,
	TsconfigRaw,
	WatchOptions,
} from 'esbuild';
