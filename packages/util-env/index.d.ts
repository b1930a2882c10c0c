/**
 * Reads environment variables without assuming a particular runtime. The helpers look for
 * Node.js-style `process.env`, then Deno's `Deno.env`, then a plain global `env` object,
 * so the same code works on Node.js, Bun, Deno and worker-style platforms.
 *
 * Baeta uses it to decide whether it runs in development mode; you can use it for your own
 * settings when you want that portability.
 *
 * @packageDocumentation
 */

/**
 * Looks up one environment variable in whichever environment source the runtime provides.
 *
 * The first source found wins, in this order: `process.env` (Node.js and Bun),
 * `Deno.env.get()` (Deno), then a global object named `env`. Only one source is consulted:
 * if `process` exists, a variable that lives only in `Deno.env` is not seen.
 *
 * @param key - Name of the variable, for example `"DATABASE_URL"`.
 * @param global - Object to look the sources up on. It defaults to `globalThis`; pass your
 *   own object in tests, or on platforms that hand bindings to you rather than exposing them
 *   globally.
 * @returns The value, which may be an empty string, or `undefined` when the variable is not set
 *   or no source is available.
 *
 * @example
 * ```ts
 * import { getEnv } from '@baeta/util-env';
 *
 * const port = Number(getEnv('PORT') ?? 4000);
 *
 * // In a test, supply a fake environment instead of touching the real one.
 * const fake = { process: { env: { PORT: '8080' } } };
 * console.log(getEnv('PORT', fake)); // "8080"
 * ```
 */
export declare function getEnv(key: string, global?: Record<string, unknown>): string | undefined;

/**
 * Tells whether the application runs in development mode.
 *
 * It reads `BAETA_ENV`, `NODE_ENV` and `ENVIRONMENT` with {@link getEnv}. If any of them is
 * exactly `"production"` the answer is `false`, even when another one says `"development"`.
 * Otherwise the answer is `true` only when at least one of them is exactly `"development"`.
 * Any other combination, including none of them being set, counts as production.
 *
 * @param global - Object to read the environment from; defaults to `globalThis`.
 * @returns `true` in development mode, `false` otherwise.
 *
 * @example
 * ```ts
 * import { isDevelopmentMode } from '@baeta/util-env';
 *
 * // Show detailed errors only while developing.
 * const maskErrors = !isDevelopmentMode();
 * ```
 */
export declare function isDevelopmentMode(global?: Record<string, unknown>): boolean;
