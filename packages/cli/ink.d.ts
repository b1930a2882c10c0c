/**
 * The Ink API, re-exported by `@baeta/cli`. The Baeta CLI draws its terminal interface with Ink
 * (React for command-line apps); importing Ink from here gives tools built with `@baeta/cli/sdk`
 * the same Ink instance the CLI renders with, which its components and hooks require.
 *
 * Every item below comes from the `ink` package unchanged; see the Ink documentation for details.
 *
 * @packageDocumentation
 */

export {
	Box,
	measureElement,
	Newline,
	render,
	Spacer,
	Static,
	Text,
	Transform,
	useApp,
	useFocus,
	useFocusManager,
	useInput,
	useStderr,
	useStdin,
	useStdout,
} from 'ink';

export type {
	AppProps,
	BoxProps,
	DOMElement,
	Instance,
	Key,
	NewlineProps,
	RenderOptions,
	StaticProps,
	StderrProps,
	StdinProps,
	StdoutProps,
	TextProps,
	TransformProps,
} from 'ink';
