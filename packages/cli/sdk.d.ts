/**
 * The building blocks of the Baeta CLI's terminal interface, for writing extra `baeta`-style
 * commands and tools: a typed command helper, a provider that loads and watches `baeta.ts`, render
 * helpers, and the small Ink components (layout, spinner, timer, error list) the CLI draws with.
 *
 * The components are React components for Ink; import Ink itself from `@baeta/cli/ink` so both use
 * the same instance.
 *
 * @packageDocumentation
 */

/// <reference types="node" />
import type { EventEmitter } from 'node:events';
import type { TextProps } from 'ink';
import type { FunctionComponent, JSX, PropsWithChildren } from 'react';
import type { CommandModule } from 'yargs';
import type { BaetaOptions } from '@baeta/cli';

/**
 * Declares a command for the `yargs` command-line parser, which the Baeta CLI is built on. It
 * returns its argument unchanged; its only job is to tie the `builder` and the `handler` to one
 * argument type.
 *
 * @typeParam Args - The parsed arguments the command's handler receives.
 * @param options - The yargs command module: name, aliases, description, builder and handler.
 * @returns The same command module.
 */
export declare function createCommand<Args>(options: CommandModule<Args, Args>): CommandModule<Args, Args>;

/**
 * A loaded `baeta.ts`: the configuration and where it came from.
 */
export interface LoadedBaetaConfig {
	/** The configuration passed to `defineConfig`. */
	config: BaetaOptions;
	/** Path of the config file, as found. */
	location: string;
	/** Path of the config file relative to the current working directory. */
	relativeLocation: string;
}

/**
 * Props of {@link ConfigProvider} and {@link ConfigProviderBase}.
 */
export interface ConfigProps {
	/** The configuration loaded before rendering. */
	initialConfig: LoadedBaetaConfig;
	/**
	 * Reload the configuration whenever the config file is created, changed or deleted.
	 *
	 * @defaultValue `false`
	 */
	watchConfig?: boolean;
}

/**
 * Events emitted by the `events` emitter of the config store: `update`, with the newly loaded
 * configuration, after each successful reload.
 */
export type ConfigEventMap = {
	/** Emitted after the config file has been reloaded. */
	update: [LoadedBaetaConfig];
};

/**
 * The React hook behind {@link ConfigProvider}. It keeps the current configuration in state and,
 * with `watchConfig`, watches the config file and reloads it on every change, emitting `update` on
 * `events`. You normally read this value with {@link useConfig} instead of calling the hook.
 *
 * @param props - The initial configuration and whether to watch it.
 * @returns The current configuration, its location, and an event emitter for reloads.
 */
export declare function useConfigStore(props: ConfigProps): LoadedBaetaConfig & {
	/** Emits `update` after each reload of the config file. */
	events: EventEmitter<ConfigEventMap>;
};

/**
 * Provides the config store to its children, without any visible output. Prefer
 * {@link ConfigProvider}, which also shows a notice when the configuration reloads.
 *
 * @param props - {@link ConfigProps} and the children.
 * @returns The provider element.
 */
export declare const ConfigProviderBase: (props: PropsWithChildren<ConfigProps>) => JSX.Element;

/**
 * Reads the config store from the nearest {@link ConfigProvider} or {@link ConfigProviderBase}.
 *
 * @returns The current configuration, its location, and the `events` emitter.
 * @throws `Error` named `ContextError` when no provider is above the calling component.
 */
export declare const useConfig: () => LoadedBaetaConfig & {
	/** Emits `update` after each reload of the config file. */
	events: EventEmitter<ConfigEventMap>;
};

/**
 * Provides the config store to its children and renders {@link ConfigStatus} above them, so a
 * reload is visible. {@link renderComponent} wraps your component in it.
 *
 * @param props - {@link ConfigProps} and the children.
 * @returns The provider element.
 */
export declare function ConfigProvider(props: PropsWithChildren<ConfigProps>): JSX.Element;

/**
 * Shows "Config changed" with a spinner for one second after each configuration reload, and
 * nothing otherwise. Must be rendered inside a {@link ConfigProvider} or {@link ConfigProviderBase}.
 *
 * @returns The notice, or `null`.
 */
export declare function ConfigStatus(): JSX.Element | null;

/**
 * One line of output with a stable identity, for lists of messages rendered by React.
 */
export type TextOutput = {
	/** Unique key of the line. */
	id: string;
	/** The text, which may contain ANSI colour codes. */
	text: string;
};

/**
 * Props of {@link Errors}.
 */
export interface ErrorsProps {
	/** Warnings, shown first. */
	warnings?: TextOutput[];
	/** Errors, shown after the warnings. */
	errors?: TextOutput[];
}

/**
 * The prefix of every CLI error message: a red cross and an `[ERROR]` tag on a red background,
 * coloured with ANSI codes.
 */
export declare const errorNamespace: string;

/**
 * Formats an error message the way the CLI prints its own errors.
 *
 * @param message - The message.
 * @param bold - Print the whole line in bold (default `false`).
 * @returns {@link errorNamespace}, a space and the message; ready for `console.log`.
 */
export declare function makeErrorMessage(message: string, bold?: boolean): string;

/**
 * Formats an error message as a {@link TextOutput}, for the {@link Errors} component.
 *
 * @param id - Unique key of the line.
 * @param message - The message.
 * @param bold - Print the whole line in bold (default `false`).
 * @returns The line, its text formatted by {@link makeErrorMessage}.
 */
export declare function makeErrorOutput(id: string, message: string, bold?: boolean): TextOutput;

/**
 * Renders warnings, then errors, one bold line each.
 *
 * @param props - The lines to show.
 * @returns The lines.
 */
export declare function Errors(props: ErrorsProps): JSX.Element;

/**
 * Props of {@link Layout}.
 */
export interface LayoutProps {
	/** Show a spinner after the title. */
	loading?: boolean;
	/** Title of the section, shown in bold. */
	title?: string;
	/** Colour of the title and spinner; any colour Ink's `Text` accepts. */
	color?: TextProps['color'];
	/** A duration in milliseconds, shown after the title with {@link Time}. */
	time?: number;
	/** Text placed just before the duration. */
	timePrefix?: string;
}

/**
 * A section of CLI output: a title line (with optional duration and spinner) and the children
 * indented below it. The CLI uses it for its "generate" and "build" sections.
 *
 * @param props - {@link LayoutProps} and the children.
 * @returns The section.
 */
export declare function Layout(props: PropsWithChildren<LayoutProps>): JSX.Element;

/**
 * Renders a component with Ink, without a config store. Use it for commands that do not need
 * `baeta.ts`.
 *
 * @typeParam P - Props of the component.
 * @param component - The component to render.
 * @param props - Its props.
 */
export declare function renderComponentWithoutConfig<P extends {}>(
	component: FunctionComponent<P>,
	props?: P | null,
): void;

/**
 * Renders a component with Ink inside a {@link ConfigProvider}, so it can call {@link useConfig}.
 *
 * @typeParam P - Props of the component.
 * @param Component - The component to render.
 * @param props - Its props.
 * @param configProps - The loaded configuration and whether to watch it. Leave it out only if
 * nothing in the tree reads the configuration.
 *
 * @example
 * ```tsx
 * import { Layout, type LoadedBaetaConfig, renderComponent, useConfig } from '@baeta/cli/sdk';
 * import { Text } from '@baeta/cli/ink';
 *
 * function SchemaList() {
 *   const { config, relativeLocation } = useConfig();
 *   return (
 *     <Layout title={`Schemas in ${relativeLocation}`} color="cyan">
 *       {config.graphql.schemas.map((pattern) => (
 *         <Text key={pattern}>{pattern}</Text>
 *       ))}
 *     </Layout>
 *   );
 * }
 *
 * export function showSchemas(initialConfig: LoadedBaetaConfig) {
 *   renderComponent(SchemaList, {}, { initialConfig });
 * }
 * ```
 */
export declare function renderComponent<P extends {}>(
	Component: FunctionComponent<P>,
	props: P,
	configProps?: ConfigProps,
): void;

/**
 * An animated spinner (a rotating braille dot pattern, one frame every 80 ms), for work in
 * progress.
 *
 * @returns The spinner.
 */
export declare function Spinner(): JSX.Element;

/**
 * Props of {@link Time}.
 */
export interface TimeProps {
	/** Duration in milliseconds. Nothing is shown when it is missing or `0`. */
	value?: number;
	/** Text placed before the bracketed duration. */
	prefix?: string;
}

/**
 * Shows a duration in brackets: whole milliseconds up to one second (`[350ms]`), seconds with two
 * decimals above it (`[1.25s]`).
 *
 * @param props - The duration and an optional prefix.
 * @returns The duration, or `null` when there is none.
 */
export declare function Time(props: TimeProps): JSX.Element | null;
