/**
 * The smallest building block of Baeta's plugin system. It holds the enum that every plugin object
 * carries in its `type` field, so the CLI and the generator can pick out the plugins meant for them
 * from a mixed list. You rarely import it yourself: plugin authors get it indirectly through
 * `@baeta/generator-sdk`.
 *
 * @packageDocumentation
 */

/**
 * The kinds of plugin Baeta knows about.
 *
 * Each plugin object stores one of these values in its `type` field. The generator keeps only the
 * entries marked {@link PluginType.Generator} when it receives the `plugins` list from `baeta.ts`,
 * so a value of another kind in that list is skipped instead of being run as a generator step.
 */
export declare enum PluginType {
	/** A plugin that takes part in code generation (`baeta generate`). Plugins made with `createPluginV1` from `@baeta/generator-sdk` carry this value. */
	Generator = 'generator',
	/** Reserved for plugins that extend the command-line interface itself. */
	Cli = 'cli',
}
