/**
 * Everything a Baeta generator plugin is built from. It provides {@link createPluginV1} to declare a
 * plugin, the {@link Ctx} object each step receives, {@link FileManager}, {@link File} and
 * {@link FileBlock} to emit files, {@link loadOptions} for the `graphql` section of `baeta.ts`, and the
 * {@link Watcher} that drives watch mode.
 *
 * Reach for this package when you write your own plugin; the official `@baeta/plugin-*` packages are
 * built on it too.
 *
 * @packageDocumentation
 */

export * from './lib/config.js';
export * from './lib/ctx.js';
export * from './lib/file.js';
export * from './lib/module.js';
export * from './lib/plugin.js';
export * from './lib/watcher.js';
