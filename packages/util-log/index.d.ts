/**
 * The logger Baeta's own packages write through. Each message is passed to the matching
 * `console` method with a level tag in front (`[baeta:info]`, `[baeta:warn]` and so on), which
 * makes framework output easy to spot and filter.
 *
 * When the runtime has no global `console`, every method does nothing, so logging can never
 * crash a request.
 *
 * @packageDocumentation
 */

/**
 * Arguments accepted by each logging method: any number of values of any kind, exactly as
 * you would pass them to `console.log`.
 */
export type ConsolePayload = unknown[];

/**
 * Shape of {@link log}: four methods, one per severity, each taking the same arguments as the
 * corresponding `console` method.
 */
export type ConsoleLogger = {
	/** Writes a debug message through `console.debug`, prefixed with `[baeta:debug]`. */
	debug: (...args: ConsolePayload) => void;
	/** Writes an informational message through `console.info`, prefixed with `[baeta:info]`. */
	info: (...args: ConsolePayload) => void;
	/** Writes a warning through `console.warn`, prefixed with `[baeta:warn]`. */
	warn: (...args: ConsolePayload) => void;
	/** Writes an error through `console.error`, prefixed with `[baeta:error]`. */
	error: (...args: ConsolePayload) => void;
};

/**
 * Shared logger instance. It is created once, when the module loads: if a global `console`
 * exists at that moment the methods forward to it with a `[baeta:<level>]` prefix, otherwise
 * they are no-ops.
 *
 * @example
 * ```ts
 * import { log } from '@baeta/util-log';
 *
 * export function reportFailure(err: unknown) {
 *   // The console shows "[baeta:error]" followed by the error and the note.
 *   log.error(err, 'Cache write failed');
 * }
 *
 * log.info('Server ready on port', 4000);
 * ```
 */
export declare const log: ConsoleLogger;
