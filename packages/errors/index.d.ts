/**
 * GraphQL error classes with consistent `extensions.code` values, shared by Baeta's own packages
 * (authorization, input directives) and available to your resolvers. Throw them from a resolver
 * or middleware and clients receive a predictable code they can branch on.
 *
 * Some behaviour depends on development mode, which is on when `BAETA_ENV`, `NODE_ENV` or
 * `ENVIRONMENT` is `development` and none of them is `production`. It is read once, when the
 * package is loaded.
 *
 * @packageDocumentation
 */

import { GraphQLError, type GraphQLErrorExtensions, type GraphQLErrorOptions } from 'graphql';

/**
 * The values Baeta's errors put in `extensions.code`.
 */
export declare enum BaetaErrorCode {
  /** The request has no valid identity; used by {@link UnauthenticatedError}. */
  Unauthenticated = 'UNAUTHENTICATED',
  /** The caller is known but not allowed to do this; used by {@link ForbiddenError}. */
  Forbidden = 'FORBIDDEN',
  /** The input sent by the client is not acceptable; used by {@link BadUserInput}. */
  BadUserInput = 'BAD_USER_INPUT',
  /** Something failed on the server; used by {@link InternalServerError}. */
  InternalServerError = 'INTERNAL_SERVER_ERROR',
  /** Several errors are reported as one; used by {@link AggregateGraphQLError}. */
  AggregateError = 'AGGREGATE_ERROR',
}

/**
 * Signals that the request must be authenticated first, for example because the session token
 * is missing or expired. Its extensions carry the code `UNAUTHENTICATED` and `http.status` 401,
 * which servers such as GraphQL Yoga use as the HTTP status of the response.
 *
 * @example
 * ```ts
 * import { UnauthenticatedError } from '@baeta/errors';
 *
 * export function requireUserId(ctx: { userId?: string }) {
 *   if (ctx.userId == null) {
 *     throw new UnauthenticatedError();
 *   }
 *   return ctx.userId;
 * }
 * ```
 */
export declare class UnauthenticatedError extends GraphQLError {
  /** The error's extensions: the code, the HTTP status, and any extensions you passed. */
  readonly extensions: GraphQLErrorExtensions & {
    /** `UNAUTHENTICATED`, unless the extensions passed to the constructor set another code. */
    code: BaetaErrorCode.Unauthenticated;
    /** What the error asks of the HTTP response; the constructor's extensions may replace it. */
    http: {
      /** The HTTP status for the response: 401 (Unauthorized). */
      status: 401;
    };
  };

  /**
   * @param message - Message shown to the client. A generic "authentication required" message
   * is used when omitted.
   * @param options - Standard `GraphQLError` options. Extensions given here are merged in and
   * may override `code` and `http`.
   */
  constructor(message?: string, options?: GraphQLErrorOptions);
}

/**
 * Signals that the caller is authenticated but lacks the permission needed. Its extensions carry
 * the code `FORBIDDEN`. The auth extension throws it when a scope check fails.
 */
export declare class ForbiddenError extends GraphQLError {
  /** The error's extensions: the code and any extensions you passed. */
  readonly extensions: GraphQLErrorExtensions & {
    /** `FORBIDDEN`, unless the extensions passed to the constructor set another code. */
    code: BaetaErrorCode.Forbidden;
  };

  /**
   * @param message - Message shown to the client. A generic "permission denied" message is used
   * when omitted.
   * @param options - Standard `GraphQLError` options. Extensions given here are merged in and
   * may override `code`.
   */
  constructor(message?: string, options?: GraphQLErrorOptions);
}

/**
 * Signals that the client sent input the server cannot accept. Its extensions carry the code
 * `BAD_USER_INPUT`. Input directives, including those of `@baeta/directives`, report failed
 * checks with it.
 *
 * @example
 * ```ts
 * import { BadUserInput } from '@baeta/errors';
 *
 * export function parsePageSize(size: number) {
 *   if (!Number.isInteger(size) || size < 1 || size > 100) {
 *     throw new BadUserInput('pageSize must be an integer between 1 and 100');
 *   }
 *   return size;
 * }
 * ```
 */
export declare class BadUserInput extends GraphQLError {
  /** The error's extensions: the code and any extensions you passed. */
  readonly extensions: GraphQLErrorExtensions & {
    /** `BAD_USER_INPUT`, unless the extensions passed to the constructor set another code. */
    code: BaetaErrorCode.BadUserInput;
  };

  /**
   * @param message - Message shown to the client. A generic "invalid input" message is used when
   * omitted.
   * @param options - Standard `GraphQLError` options. Extensions given here are merged in and
   * may override `code`.
   */
  constructor(message?: string, options?: GraphQLErrorOptions);
}

/**
 * Wraps an unexpected failure so it reaches the client as a GraphQL error with the code
 * `INTERNAL_SERVER_ERROR` without leaking details in production. In development mode the
 * message is the original error's message and the original error is kept as `originalError`;
 * otherwise the client sees only the generic message and `originalError` is not set.
 */
export declare class InternalServerError extends GraphQLError {
  /** The error's extensions: the code and any extensions you passed. */
  readonly extensions: GraphQLErrorExtensions & {
    /** `INTERNAL_SERVER_ERROR`, unless the extensions passed to the constructor set another code. */
    code: BaetaErrorCode.InternalServerError;
  };

  /**
   * @param err - The error that actually happened.
   * @param message - Message shown outside development mode. A generic "internal server error"
   * message is used when omitted.
   * @param options - Standard `GraphQLError` options. Extensions given here are merged in and
   * may override `code`.
   */
  constructor(err: Error, message?: string, options?: GraphQLErrorOptions);
}

/**
 * Reports several GraphQL errors as one, for example every failed input check of a request.
 * Its extensions carry the code `AGGREGATE_ERROR` and an `errors` list with the message, path,
 * locations and extensions of each inner error. In development mode each entry also has a
 * `stacktrace` (for a wrapped error, the stack of its original error when there is one).
 */
export declare class AggregateGraphQLError extends GraphQLError {
  /** The error's extensions: the code, the inner errors, and any extensions you passed. */
  readonly extensions: GraphQLErrorExtensions & {
    /** Always `AGGREGATE_ERROR`: extensions passed to the constructor cannot replace it. */
    code: BaetaErrorCode.AggregateError;
    /** One entry per inner error, in the order they were passed to the constructor. */
    errors: Array<{
      /** The inner error's message. */
      message: string;
      /** The inner error's `path`: the response field it belongs to, as field names and list indexes. */
      path?: (string | number)[];
      /** The inner error's `locations` in the operation's source. */
      locations?: readonly {
        /** Line number, starting at 1. */
        line: number;
        /** Column number, starting at 1. */
        column: number;
      }[];
      /** The inner error's own extensions, such as its `code`. */
      extensions?: GraphQLErrorExtensions;
      /** In development mode only: the inner error's stack, or its original error's stack when it wraps one. */
      stacktrace?: string;
    }>;
  };

  /**
   * @param errors - The errors to report together.
   * @param message - Message of the combined error. A generic "multiple errors" message is used
   * when omitted.
   * @param options - Standard `GraphQLError` options. Extensions given here are merged in, but
   * `code` and `errors` always come from this class.
   */
  constructor(errors: GraphQLError[], message?: string, options?: GraphQLErrorOptions);
}
