/**
 * Reads environment variables into typed values. You describe each variable once (its type,
 * whether it is required, its default) and the returned value has the matching TypeScript type:
 * `number` for a required port, `string | undefined` for an optional URL, and so on.
 *
 * The package does not read `process.env` by itself; you pass the lookup function, so it works
 * the same in Node.js, Deno, Bun and edge runtimes.
 *
 * @packageDocumentation
 */

/**
 * The kinds of value a variable can be parsed into.
 */
export type EnvTypes = 'string' | 'number' | 'boolean';

/**
 * Maps a kind from {@link EnvTypes} to its TypeScript type: `'string'` to `string`, `'number'`
 * to `number`, `'boolean'` to `boolean`.
 *
 * @typeParam T - The kind of value.
 */
export type EnvInferType<T extends EnvTypes> = T extends 'string'
  ? string
  : T extends 'number'
    ? number
    : boolean;

/**
 * How one environment variable is parsed. The generics are inferred from the object you write,
 * and they decide the type of the parsed value.
 *
 * @typeParam T - The kind of value, from `type`.
 * @typeParam R - Whether the variable is required, from `required`.
 * @typeParam D - Type of the default value, from `default`.
 */
export interface EnvOptions<
  T extends EnvTypes,
  R extends boolean | undefined,
  D extends EnvInferType<T> | undefined,
> {
  /**
   * When `true`, parsing throws if the variable is unset or empty and there is no `default`,
   * and the parsed type excludes `undefined`.
   *
   * @defaultValue `undefined` (optional)
   */
  required?: R;

  /**
   * Value to use when the variable is unset or empty. Giving one also removes `undefined` from
   * the parsed type.
   */
  default?: D;

  /**
   * The kind of value to produce. Without a `resolver`, `'number'` uses `Number(value)` (so a
   * non-numeric text gives `NaN`), `'boolean'` is `true` only for the exact text `true`, and
   * `'string'` keeps the text as is.
   */
  type: T;

  /**
   * Custom conversion from the raw text, used instead of the built-in one. It must return a value
   * of the kind given in `type`, or parsing throws.
   */
  resolver?: (value: string) => EnvInferType<T>;
}

/**
 * Creates a function that reads and converts environment variables.
 *
 * The returned `parse(key, options)` looks the key up with `getValue`. An unset or empty
 * variable yields `options.default` (possibly `undefined`); otherwise the text is converted
 * according to `options.type`, or by `options.resolver` when given. The result type follows the
 * options: it includes `undefined` only when the variable is neither required nor defaulted.
 *
 * @param getValue - Looks up the raw text of a variable, for example `(key) => process.env[key]`.
 * @returns The `parse` function.
 * @throws Error from `parse` when a required variable is missing and has no default, when the
 * converted value is not of the requested kind (including a `resolver` returning the wrong kind),
 * or when `type` is not one of {@link EnvTypes}.
 *
 * @example
 * ```ts
 * import { createEnvParser } from '@baeta/env';
 *
 * const parse = createEnvParser((key) => process.env[key]);
 *
 * export const config = {
 *   port: parse('PORT', { type: 'number', default: 4000 }), // number
 *   databaseUrl: parse('DATABASE_URL', { type: 'string', required: true }), // string
 *   sentryDsn: parse('SENTRY_DSN', { type: 'string' }), // string | undefined
 *   debug: parse('DEBUG', { type: 'boolean', default: false }), // boolean
 *   logLevel: parse('LOG_LEVEL', {
 *     type: 'string',
 *     default: 'info',
 *     resolver: (value) => value.trim().toLowerCase(),
 *   }), // string
 * };
 * ```
 */
export declare function createEnvParser(
  getValue: (key: string) => string | undefined,
): <T extends EnvTypes, R extends boolean | undefined, D extends EnvInferType<T> | undefined>(
  key: string,
  options: EnvOptions<T, R, D>,
) => R extends true
  ? EnvInferType<T>
  : D extends undefined
    ? EnvInferType<T> | undefined
    : EnvInferType<T>;
