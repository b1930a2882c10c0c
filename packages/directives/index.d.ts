/**
 * A set of ready-made input directives for Baeta, built on `createInputDirective` from
 * `@baeta/core`. They validate numbers and strings, limit how many fields an input object may
 * set, and normalise strings before your resolvers see them. Every failed check is reported as a
 * `BadUserInput` error from `@baeta/errors`.
 *
 * The directives and their arguments:
 *
 * - `@validInt` and `@validFloat` (on input fields and arguments): `min`, `max`, `exclusiveMin`,
 *   `exclusiveMax`, `multipleOf`, `oneOf`, `notOneOf`. Values that are not numbers are skipped.
 * - `@validString` (on input fields and arguments): `format` (`EMAIL`, `UUID` or `URL`, from the
 *   `StringFormat` enum it declares), `minLength`, `maxLength`, `startsWith`, `endsWith`,
 *   `includes`, `regex` with optional `regexFlags`, `oneOf`, `notOneOf`. Values that are not
 *   strings are skipped.
 * - `@constraints` (on input types): `minFields` and `maxFields`, compared with the number of
 *   fields present in the received input object.
 * - `@trim` (on input fields and arguments): removes surrounding whitespace; `start: true` or
 *   `end: true` alone trims only that side.
 * - `@lower` and `@upper` (on input fields and arguments): change the case of string values.
 *
 * The usual setup is the directives plugin (`@baeta/plugin-directives`), which writes a module
 * containing the directive declarations and a call to {@link registerDirectives}.
 *
 * @packageDocumentation
 */

import type { SchemaTransformer } from '@baeta/core/sdk';

/**
 * Every directive of the package, each with its schema declaration (`sdl`, the GraphQL text
 * that declares the directive and, for `@validString`, the `StringFormat` enum) and its
 * implementation (`directive`, a schema transformer). The directives plugin joins all `sdl`
 * strings into the schema file of the module it generates.
 */
export declare const definitions: {
  /** GraphQL declaration of the directive (and of any enum it needs). */
  sdl: string;
  /** Transformer that enables the directive on a schema; register it with `$directive`. */
  directive: SchemaTransformer;
}[];

/**
 * Registers the implementation of every directive in {@link definitions} on a module, through
 * its `$directive` method. Because schema transformers run on the whole application schema, one
 * registration enables the directives in every module. The schema must also contain the
 * declarations from {@link definitions}; the directives plugin writes both parts for you.
 *
 * @param module - A module object, or anything with a `$directive` method.
 *
 * @example
 * ```ts
 * // src/modules/shared/shared.resolvers.ts
 * import { registerDirectives } from '@baeta/directives';
 * import { getSharedModule } from './typedef.ts';
 *
 * // shared.gql must declare the directives your schema uses; copy their
 * // declarations from the `sdl` strings of `definitions`, for example:
 * //   directive @trim(start: Boolean, end: Boolean) on INPUT_FIELD_DEFINITION | ARGUMENT_DEFINITION
 * registerDirectives(getSharedModule());
 * ```
 */
export declare function registerDirectives(module: {
  $directive: (transformer: SchemaTransformer) => void;
}): void;
