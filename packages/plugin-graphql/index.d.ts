/**
 * The generator plugin at the heart of `baeta generate`. It reads your GraphQL schema files and
 * writes the TypeScript types and module definitions that make Baeta's resolvers type-safe. The
 * Baeta CLI adds it to every generator run by itself, so you only import it when you drive the
 * generator from your own code.
 *
 * @packageDocumentation
 */

import type { GeneratorPluginV1 } from '@baeta/generator-sdk';

/**
 * Creates the GraphQL generator plugin.
 *
 * In its `generate` step it loads every file matched by the `schemas` option (plus any custom
 * `loaders`), checks that the combined schema is valid, and registers these files, tagged `graphql`:
 *
 * - the shared types file at `baseTypesPath`, with a TypeScript type for every GraphQL type, your
 *   scalar mappings and the context type;
 * - for each folder directly under `modulesDir` that holds schema files, a module definition file
 *   (`moduleDefinitionName`, `typedef.ts` by default) with that module's types and its
 *   `get…Module` function.
 *
 * It then calls the next plugin. Because the CLI appends it after the plugins of `baeta.ts`, a
 * plugin that needs its output awaits `next()` first and then looks for files tagged `graphql`.
 *
 * In watch mode it triggers a new run when a file matching `schemas` is updated or deleted.
 *
 * @returns The generator plugin.
 * @throws `Error` (from the generate step, not from this call) listing the problems when the
 * combined schema is invalid.
 *
 * @example
 * ```ts
 * // scripts/generate.ts: run the generator without the CLI
 * import { generate } from '@baeta/generator';
 * import { autoloadPlugin } from '@baeta/plugin-autoload';
 * import { graphqlPlugin } from '@baeta/plugin-graphql';
 *
 * await generate(
 *   { schemas: ['src/**\/*.gql'], contextType: 'src/types/context.ts#Context' },
 *   [autoloadPlugin(), graphqlPlugin()],
 *   { onError: (error) => console.error(error) },
 * );
 * ```
 */
export declare function graphqlPlugin(): GeneratorPluginV1<unknown>;
