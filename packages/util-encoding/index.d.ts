/**
 * Base64 and Base64URL helpers for text. Each helper treats its input as UTF-8, so any
 * Unicode string survives a round trip, and each picks the fastest primitive the current
 * runtime offers (`Buffer` on Node.js, Deno and Bun; `btoa`/`atob` with `TextEncoder` elsewhere).
 *
 * The cache extension uses these helpers to build storage keys; you can use them anywhere
 * you need the same encoding on every runtime Baeta supports.
 *
 * @packageDocumentation
 */

/**
 * Encodes a string as standard Base64 (alphabet `A–Z a–z 0–9 + /`, padded with `=`).
 *
 * The string is first turned into its UTF-8 bytes, so characters outside Latin-1 are safe.
 * When the runtime has neither `Buffer` nor the `btoa`/`TextEncoder` pair, importing the
 * package fails with the error "No base64 encoder available."
 *
 * @param value - Text to encode.
 * @returns The Base64 form of the UTF-8 bytes of `value`; an empty string stays empty.
 *
 * @example
 * ```ts
 * import { decodeBase64, encodeBase64 } from '@baeta/util-encoding';
 *
 * const token = encodeBase64('user:42');
 * console.log(token); // "dXNlcjo0Mg=="
 * console.log(decodeBase64(token)); // "user:42"
 * ```
 */
export declare const encodeBase64: (value: string) => string;

/**
 * Decodes standard Base64 back into the original text, reading the bytes as UTF-8.
 * It is the inverse of {@link encodeBase64}.
 *
 * @param value - Base64 text, normally with its `=` padding.
 * @returns The decoded string.
 */
export declare const decodeBase64: (value: string) => string;

/**
 * Encodes a string as Base64URL: the URL- and filename-safe alphabet (`-` and `_` instead of
 * `+` and `/`) with the trailing `=` padding removed.
 *
 * Use it when the encoded text ends up in a URL, a header, a cookie or a storage key.
 * The input is encoded as UTF-8 first. Where `Buffer` exists its native `base64url`
 * encoding is used; otherwise the result is derived from {@link encodeBase64}.
 *
 * @param value - Text to encode.
 * @returns The unpadded Base64URL form of `value`.
 *
 * @example
 * ```ts
 * import { decodeBase64Url, encodeBase64Url } from '@baeta/util-encoding';
 *
 * const cursor = encodeBase64Url(JSON.stringify({ after: 'post:10' }));
 * const decoded = JSON.parse(decodeBase64Url(cursor)) as { after: string };
 * console.log(decoded.after); // "post:10"
 * ```
 */
export declare const encodeBase64Url: (value: string) => string;

/**
 * Decodes Base64URL text back into the original string. Missing `=` padding is tolerated,
 * so it accepts the output of {@link encodeBase64Url} as is.
 *
 * @param value - Base64URL text, with or without padding.
 * @returns The decoded string, read as UTF-8.
 */
export declare const decodeBase64Url: (value: string) => string;
