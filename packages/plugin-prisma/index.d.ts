/**
 * A generator plugin for projects that use Prisma. It runs Prisma's client generation as part of
 * `baeta generate`, skips it when the Prisma schema has not changed, and runs it again in watch
 * mode when you edit the schema.
 *
 * @packageDocumentation
 */

import type { GeneratorPluginV1 } from '@baeta/generator-sdk';

/**
 * Options of {@link prismaPlugin}.
 */
export interface PrismaPluginOptions {
	/**
	 * Set to `false` to turn the plugin off; {@link prismaPlugin} then returns no plugin at all.
	 *
	 * @defaultValue `true`
	 */
	generateClient?: boolean;

	/**
	 * Command that generates the Prisma client. It is split on spaces and run without a shell, so
	 * use a package-manager call such as `'npx prisma generate'` when `prisma` is not on the path.
	 *
	 * @defaultValue `'prisma generate'`
	 */
	generateCommand?: string;

	/**
	 * Path of your Prisma schema, relative to the project root, for example `'prisma/schema.prisma'`.
	 */
	prismaSchema: string;

	/**
	 * Path, relative to the project root, of the copy of the schema that Prisma places in the output
	 * folder of the generated client, for example `'src/__generated__/prisma/schema.prisma'` when
	 * your Prisma generator block writes the client there. Outside watch mode, generation is skipped
	 * when this copy matches {@link PrismaPluginOptions.prismaSchema}, ignoring spaces; a missing
	 * copy never matches.
	 */
	generatedSchemaPath: string;
}

/**
 * Creates the Prisma generator plugin.
 *
 * The result is a list, which the `plugins` option of `baeta.ts` accepts as is: one plugin named
 * `prisma-client` that runs {@link PrismaPluginOptions.generateCommand}, or no plugin when
 * `generateClient` is `false`. It is built with `createExecPlugin` from `@baeta/plugin-exec`:
 *
 * - on a normal run, the command is skipped when the Prisma schema and its generated copy are the
 *   same apart from spaces;
 * - in watch mode, an update to or deletion of the Prisma schema starts a new run, and runs caused
 *   by other files skip the command.
 *
 * A failing command fails the generator run with the command's standard error output. The function
 * is also the package's default export.
 *
 * @param options - Schema locations and the generate command.
 * @returns An array with the plugin, or an empty array when generation is turned off.
 *
 * @example
 * ```ts
 * // baeta.ts
 * import { defineConfig } from '@baeta/cli';
 * import { autoloadPlugin } from '@baeta/plugin-autoload';
 * import { prismaPlugin } from '@baeta/plugin-prisma';
 *
 * export default defineConfig({
 *   graphql: {
 *     schemas: ['src/**\/*.gql'],
 *     contextType: 'src/types/context.ts#Context',
 *   },
 *   plugins: [
 *     prismaPlugin({
 *       prismaSchema: 'prisma/schema.prisma',
 *       generatedSchemaPath: 'src/__generated__/prisma/schema.prisma',
 *       generateCommand: 'npx prisma generate',
 *     }),
 *     autoloadPlugin(),
 *   ],
 * });
 * ```
 */
export declare function prismaPlugin(options: PrismaPluginOptions): GeneratorPluginV1<unknown>[];

export default prismaPlugin;
