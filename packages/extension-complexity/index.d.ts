/**
 * Protects a Baeta server from operations that are too expensive to run. The extension scores
 * each incoming operation on three measures and rejects it with a {@link ComplexityError} when
 * any of them passes its limit:
 *
 * - depth: the deepest level of nested fields;
 * - breadth: the total number of fields selected, counted through fragments;
 * - complexity: the sum of every field's cost, where a field returning a list multiplies both
 *   its own cost and the cost of everything selected below it.
 *
 * The check runs in a middleware in front of every `Query` and `Mutation` field and every
 * subscription's `subscribe` phase, so a rejected operation fails before its root resolvers run.
 * The score is computed once per request. Tune individual fields with the `$complexity` method that the
 * extension adds to fields, types and subscriptions.
 *
 * @packageDocumentation
 */

import type { Extension } from '@baeta/core/sdk';
import { GraphQLError, type GraphQLErrorOptions } from 'graphql';

declare global {
  namespace BaetaExtensions {
    interface ResolverExtensions<Result, Root, Context, Args> {
      /**
       * Sets how this field is scored. The function receives the field's arguments (with
       * variables and defaults applied) and the context, and returns the field's cost and list
       * multiplier, or `false` to leave the field and everything under it out of all three
       * measures.
       *
       * @param fn - Returns the settings for one occurrence of the field in an operation.
       */
      $complexity: (fn: GetFieldSettings<Context, Args>) => void;
    }

    interface TypeExtensions<Root, Context> {
      /**
       * Sets how the fields of this type are scored when they have no `$complexity` of their
       * own.
       *
       * @param fn - Returns the settings for one field occurrence.
       */
      $complexity: (fn: GetFieldSettings<Context, unknown>) => void;
    }

    interface SubscriptionExtensions<Root, Context, Args> {
      /**
       * Sets how this subscription field is scored.
       *
       * @param fn - Returns the settings from the subscription's arguments and context.
       */
      $complexity: (fn: GetFieldSettings<Context, Args>) => void;
    }
  }
}

/**
 * The value of `extensions.code` on a {@link ComplexityError}: `COMPLEXITY_ERROR`.
 */
export declare const ComplexityErrorCode = 'COMPLEXITY_ERROR';

/**
 * The GraphQL error sent when an operation is over a limit, or when it cannot be scored (for
 * example because it selects a field or fragment the schema does not know). Its extensions carry
 * the code
 * {@link ComplexityErrorCode}. The errors the extension raises for exceeded limits also carry
 * `kind` (a {@link ComplexityErrorKind}), `limit` and `got`.
 */
export declare class ComplexityError extends GraphQLError {
  /**
   * @param message - Message for the client. A generic "complexity limit exceeded" message is
   * used when omitted.
   * @param options - Standard `GraphQLError` options. Extensions given here are merged in and
   * may override `code`.
   */
  constructor(message?: string, options?: GraphQLErrorOptions);
}

/**
 * Which limit an operation went over.
 */
export declare enum ComplexityErrorKind {
  /** The nesting depth was over {@link ComplexityLimit.depth}. */
  Depth = 'DepthExceeded',
  /** The number of selected fields was over {@link ComplexityLimit.breadth}. */
  Breadth = 'BreadthExceeded',
  /** The total cost was over {@link ComplexityLimit.complexity}. */
  Complexity = 'ComplexityExceeded',
}

/**
 * Builds the error sent when a limit is exceeded. Use it to change the message or add
 * extensions.
 *
 * @param kind - The limit that was exceeded.
 * @param limits - The value of that limit.
 * @param results - The value the operation reached.
 * @returns The error to throw.
 */
export type GetComplexityError = (
  kind: ComplexityErrorKind,
  limits: number,
  results: number,
) => GraphQLError;

/**
 * Limits for one request. A limit left out falls back to its default.
 */
export interface ComplexityLimit {
  /**
   * Deepest allowed level of nested fields; a root field alone has depth 1.
   *
   * @defaultValue `10`
   */
  depth?: number;

  /**
   * Largest allowed number of fields in the whole operation.
   *
   * @defaultValue `50`
   */
  breadth?: number;

  /**
   * Largest allowed total cost.
   *
   * @defaultValue `1000`
   */
  complexity?: number;
}

/**
 * Limits given either as a fixed object or as a function of the request context (sync or
 * async), for example to allow more to signed-in users or paid plans. The function runs once per
 * request.
 *
 * @typeParam Context - GraphQL context type.
 */
export type GetComplexityLimit<Context> =
  | ComplexityLimit
  | ((ctx: Context) => ComplexityLimit | Promise<ComplexityLimit>);

/**
 * Scoring settings of one field. Omitted values fall back to
 * {@link ComplexityExtensionOptions.defaultComplexity} and
 * {@link ComplexityExtensionOptions.defaultListMultiplier}.
 */
export type FieldSettings = {
  /** Cost of the field itself. */
  complexity?: number;
  /**
   * Multiplier used when the field returns a list: it scales the field's own cost and the cost
   * of its sub-selection. Ignored for fields that do not return a list.
   */
  multiplier?: number;
};

/**
 * What a {@link GetFieldSettings} function receives.
 *
 * @typeParam Context - GraphQL context type.
 * @typeParam Args - Arguments of the field.
 */
export type GetFieldSettingsArgs<Context, Args> = {
  /** The field's arguments in this occurrence, with variables and defaults applied. */
  args: Args;
  /** The GraphQL context of the request. */
  ctx: Context;
};

/**
 * Returns the {@link FieldSettings} of a field occurrence, or `false` to exclude the field and
 * its sub-selection from scoring. A common use is a multiplier taken from a `first` or `limit`
 * argument.
 *
 * @typeParam Context - GraphQL context type.
 * @typeParam Args - Arguments of the field.
 */
export type GetFieldSettings<Context, Args> = (
  params: GetFieldSettingsArgs<Context, Args>,
) => FieldSettings | false;

/**
 * Options of {@link complexityExtension}.
 *
 * @typeParam Context - GraphQL context type.
 */
export interface ComplexityExtensionOptions<Context> {
  /**
   * Limits, fixed or computed per request; see {@link GetComplexityLimit}.
   *
   * @defaultValue `{ depth: 10, breadth: 50, complexity: 1000 }`
   */
  limit?: GetComplexityLimit<Context>;

  /**
   * Cost of a field that has no `complexity` setting.
   *
   * @defaultValue `1`
   */
  defaultComplexity?: number;

  /**
   * Multiplier of a list field that has no `multiplier` setting.
   *
   * @defaultValue `10`
   */
  defaultListMultiplier?: number;

  /**
   * Builds the error for an exceeded limit. The default creates a {@link ComplexityError} whose
   * message names the limit, its value and the value reached, with `kind`, `limit` and `got` in
   * its extensions.
   */
  complexityError?: GetComplexityError;
}

/**
 * Creates the complexity extension. Register the returned factory with `createExtensions` from
 * `@baeta/core`.
 *
 * A field costs its `complexity` setting (default 1). When it returns a list, that cost and the
 * total cost of its sub-selection are multiplied by its `multiplier` (default 10). With the
 * defaults, `{ users { id name } }` on a `users: [User!]!` field costs 10 + 2 × 10 = 30, has depth 2
 * and breadth 3.
 *
 * @typeParam Ctx - Your GraphQL context type.
 * @param options - Limits, default costs and the error builder.
 * @returns A factory that creates the extension, for `createExtensions`.
 *
 * @example
 * ```ts
 * // src/extensions/index.ts
 * import { createExtensions } from '@baeta/core';
 * import { complexityExtension } from '@baeta/extension-complexity';
 * import type { Context } from '../types/context.ts';
 *
 * const complexityExt = complexityExtension<Context>({
 *   defaultComplexity: 1,
 *   defaultListMultiplier: 20,
 *   limit: (ctx) =>
 *     ctx.plan === 'pro'
 *       ? { depth: 12, breadth: 200, complexity: 5000 }
 *       : { depth: 8, breadth: 80, complexity: 1000 },
 * });
 *
 * export default createExtensions(complexityExt);
 * ```
 *
 * Per-field settings, in a module:
 *
 * ```ts
 * // src/modules/product/product.complexity.ts
 * import { getProductModule } from './typedef.ts';
 *
 * const { Query, Product } = getProductModule();
 *
 * // A page of products costs as many units as it may return.
 * Query.products.$complexity(({ args }) => ({ multiplier: args.first ?? 20 }));
 *
 * // Reviews are loaded from a slow service.
 * Product.reviews.$complexity(() => ({ complexity: 5 }));
 *
 * // Cheap computed fields are not counted at all.
 * Product.displayName.$complexity(() => false);
 * ```
 */
export declare function complexityExtension<Ctx>(
  options?: ComplexityExtensionOptions<Ctx>,
): () => Extension;
