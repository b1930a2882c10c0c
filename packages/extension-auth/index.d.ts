/**
 * Authorization for Baeta servers, built on scopes. You declare the scopes of your application
 * once (in the global `AuthExtension.Scopes` interface), tell the extension how to evaluate them
 * for a request with {@link authExtension}, and then guard fields with rules such as
 * `Query.users.$auth({ isLoggedIn: true })`.
 *
 * Rules are checked by middlewares that run before the ones you add with `$use`. Besides
 * plain scope checks they support the logic operators of {@link LogicRule}, checks that depend on
 * the resolved value (`$postAuth`), default rules for every query, mutation or subscription
 * ({@link DefaultScopes}), and grants that a parent field hands to its children.
 *
 * Declaring scopes and grants is done with global declaration merging:
 *
 * ```ts
 * declare global {
 *   namespace AuthExtension {
 *     interface Scopes {
 *       isLoggedIn: boolean;
 *       hasRole: 'editor' | 'admin';
 *     }
 *     interface GrantsMap {
 *       readOrderLines: true;
 *     }
 *   }
 * }
 * ```
 *
 * A `boolean` scope is required by writing `true` in a rule; any other scope type is the
 * argument the scope's loader receives (`{ hasRole: 'admin' }`). The keys of `GrantsMap` are the
 * grant names; their values are not used.
 *
 * @packageDocumentation
 */

import type { MiddlewareParams } from '@baeta/core';
import type { Extension } from '@baeta/core/sdk';

declare global {
  /**
   * The place where an application declares its authorization vocabulary, by merging into the
   * interfaces below from a `declare global` block.
   */
  namespace AuthExtension {
    /**
     * The scopes of the application, keyed by name. The type of each entry is what a rule
     * passes to the scope: `boolean` for yes/no scopes, or any other type for scopes that take an
     * argument.
     */
    interface Scopes {}

    /** The grants of the application; only the keys matter. */
    interface GrantsMap {}

    /** Names of the declared grants. */
    type Grants = keyof GrantsMap;
  }

  namespace BaetaExtensions {
    interface ResolverExtensions<Result, Root, Context, Args> {
      /**
       * Guards the field with authorization rules checked before the resolver runs. Pass a
       * `ScopeRules` object, or a function of the resolver params that returns rules,
       * `true` (allow) or `false` (deny). Calling `$auth` or `$postAuth` again on the same field
       * replaces the earlier rule.
       *
       * @param scopes - The rules, or a function producing them.
       * @param options - Grants to hand out on success, whether to skip the default scopes, and a
       * custom error handler.
       */
      $auth: (
        scopes:
          | ScopeRules<AuthExtension.Scopes, AuthExtension.Grants>
          | GetScopeRules<AuthExtension.Scopes, AuthExtension.Grants, Root, Context, Args>,
        options?: AuthMiddlewareOptions<AuthExtension.Grants, Result, Root, Context, Args>,
      ) => void;

      /**
       * Guards the field with rules that depend on its value: the resolver runs first, then the
       * function receives the params and the result and returns rules, `true` or `false`. If the
       * check fails, the result is discarded and the error is returned instead. Calling `$auth` or
       * `$postAuth` again on the same field replaces the earlier rule.
       *
       * @param getScopes - Produces the rules from the params and the resolved value.
       * @param options - Grants to hand out on success, whether to skip the default scopes, and a
       * custom error handler.
       */
      $postAuth: (
        getScopes: GetPostScopeRules<
          AuthExtension.Scopes,
          AuthExtension.Grants,
          Result,
          Root,
          Context,
          Args
        >,
        options?: AuthMiddlewareOptions<AuthExtension.Grants, Result, Root, Context, Args>,
      ) => void;
    }

    interface TypeExtensions<Root, Context> {
      /**
       * Guards every field of the type (those declared in the same module) that has no rule of
       * its own, with rules checked before the resolver runs.
       *
       * @param scopes - The rules, or a function producing them.
       * @param options - Grants, default-scope skipping and error handling, as for a field.
       */
      $auth: (
        scopes:
          | ScopeRules<AuthExtension.Scopes, AuthExtension.Grants>
          | GetScopeRules<AuthExtension.Scopes, AuthExtension.Grants, Root, Context, unknown>,
        options?: AuthMiddlewareOptions<AuthExtension.Grants, unknown, Root, Context, unknown>,
      ) => void;

      /**
       * Guards every field of the type (those declared in the same module) that has no rule of
       * its own, with rules computed from each field's resolved value.
       *
       * @param getScopes - Produces the rules from the params and the resolved value.
       * @param options - Grants, default-scope skipping and error handling, as for a field.
       */
      $postAuth: (
        getScopes: GetPostScopeRules<
          AuthExtension.Scopes,
          AuthExtension.Grants,
          unknown,
          Root,
          Context,
          unknown
        >,
        options?: AuthMiddlewareOptions<AuthExtension.Grants, unknown, Root, Context, unknown>,
      ) => void;
    }

    interface SubscriptionSubscribeExtensions<Root, Context, Args> {
      /**
       * Checks rules once, when the client starts the subscription; a failure refuses the
       * subscription.
       *
       * @param scopes - The rules, or a function producing them.
       * @param options - Default-scope skipping and error handling.
       */
      $auth: (
        scopes:
          | ScopeRules<AuthExtension.Scopes, AuthExtension.Grants>
          | GetScopeRules<AuthExtension.Scopes, AuthExtension.Grants, Root, Context, Args>,
        options?: AuthMiddlewareSubscribeOptions,
      ) => void;
    }

    interface SubscriptionResolveExtensions<Result, Root, Context, Args> {
      /**
       * Checks rules for every event before it is resolved and sent to the client.
       *
       * @param scopes - The rules, or a function producing them.
       * @param options - Grants, default-scope skipping and error handling.
       */
      $auth: (
        scopes:
          | ScopeRules<AuthExtension.Scopes, AuthExtension.Grants>
          | GetScopeRules<AuthExtension.Scopes, AuthExtension.Grants, Root, Context, Args>,
        options?: AuthMiddlewareOptions<AuthExtension.Grants, Result, Root, Context, Args>,
      ) => void;

      /**
       * Checks rules for every event after it is resolved, using the resolved value.
       *
       * @param getScopes - Produces the rules from the params and the resolved value.
       * @param options - Grants, default-scope skipping and error handling.
       */
      $postAuth: (
        getScopes: GetPostScopeRules<
          AuthExtension.Scopes,
          AuthExtension.Grants,
          Result,
          Root,
          Context,
          Args
        >,
        options?: AuthMiddlewareOptions<AuthExtension.Grants, Result, Root, Context, Args>,
      ) => void;
    }
  }
}

// ---------------------------------------------------------------------------
// Scopes and rules
// ---------------------------------------------------------------------------

/**
 * The constraint for a scopes declaration: any object type, with or without an index signature.
 */
export type ScopesShape = { [key: string]: unknown } | {};

/**
 * The value a rule gives for one scope: `true` for a `boolean` scope (a rule cannot require a
 * scope to be false), otherwise the scope's argument type unchanged.
 *
 * @typeParam T - Declared type of the scope.
 */
export type ScopeRule<T> = T extends boolean ? true : T;

/**
 * The logic operators a rule object may nest. Each takes another {@link ScopeRules} object and
 * decides how its entries combine:
 *
 * - `$and`: every entry must pass; entries are checked in parallel. This is also how the entries
 *   of a top-level rule object combine.
 * - `$or`: at least one entry must pass; entries are checked in parallel. When all fail, the
 *   errors reach the error resolver together as an `AggregateError`.
 * - `$chain`: every entry must pass; entries are checked one after another, stopping at the
 *   first failure (use it when a later check is expensive or depends on an earlier one).
 * - `$race`: entries are checked one after another and the first that passes wins; a
 *   `ForbiddenError` is thrown if none does.
 */
export type LogicRule = '$and' | '$or' | '$chain' | '$race';

/**
 * An authorization rule: the scopes to check, optionally nested under {@link LogicRule}
 * operators, and optionally `$granted`, which requires that the parent field handed out the named
 * grant (see {@link AuthMiddlewareOptions.grants}). An empty rule object is an error.
 *
 * @typeParam Scopes - The scopes declaration, normally `AuthExtension.Scopes`.
 * @typeParam Grants - The grant names, normally `AuthExtension.Grants`.
 *
 * @example
 * ```ts
 * import type { ScopeRules } from '@baeta/extension-auth';
 *
 * type AppScopes = { isLoggedIn: boolean; hasRole: 'editor' | 'admin' };
 *
 * // Logged in, and either an admin or an editor.
 * export const canPublish: ScopeRules<AppScopes, never> = {
 *   isLoggedIn: true,
 *   $or: { hasRole: 'admin', $and: { hasRole: 'editor' } },
 * };
 * ```
 */
export type ScopeRules<Scopes, Grants extends string> = {
  [K in keyof Scopes]?: ScopeRule<Scopes[K]>;
} & {
  [r in LogicRule]?: ScopeRules<Scopes, Grants>;
} & {
  /** A grant the parent field must have handed out for this rule to pass. */
  $granted?: Grants;
};

/**
 * How one scope is evaluated for the current request: either a fixed `boolean`, or a function
 * that receives the argument a rule gives and returns (or resolves to) whether access is
 * allowed. A result other than `true` fails with a `ForbiddenError`; the function may also throw
 * its own error, such as an `UnauthenticatedError` from `@baeta/errors`. Function results are
 * cached for the request per argument value once they have settled, so a later check with the
 * same value reuses them; checks that start at the same time (one per item of a list) each run
 * the function, so keep expensive work in the loader map's setup or behind a DataLoader.
 *
 * @typeParam T - Declared type of the scope.
 */
export type ScopeLoader<T> = boolean | ((value: T) => boolean | Promise<boolean>);

/**
 * One {@link ScopeLoader} for every declared scope.
 *
 * @typeParam Scopes - The scopes declaration.
 */
export type ScopeLoaderMap<Scopes extends ScopesShape> = {
  [K in keyof Scopes]: ScopeLoader<Scopes[K]>;
};

/**
 * Builds the {@link ScopeLoaderMap} for a request from its context. It is called once per
 * request, the first time a rule is checked, and its result is reused for the rest of the
 * request.
 *
 * @typeParam Scopes - The scopes declaration.
 * @typeParam Ctx - The GraphQL context type.
 */
export type GetScopeLoader<Scopes extends ScopesShape, Ctx> = (
  ctx: Ctx,
) => ScopeLoaderMap<Scopes> | Promise<ScopeLoaderMap<Scopes>>;

/**
 * Computes the rules of a field from its resolver params, before the resolver runs. Return
 * `true` to allow (default scopes still apply), `false` to deny with a `ForbiddenError`, or a
 * {@link ScopeRules} object to check. Throwing also denies.
 *
 * @typeParam Scopes - The scopes declaration.
 * @typeParam Grants - The grant names.
 * @typeParam Root - Parent object of the field.
 * @typeParam Context - GraphQL context.
 * @typeParam Args - Arguments of the field.
 */
export type GetScopeRules<Scopes extends ScopesShape, Grants extends string, Root, Context, Args> = (
  params: MiddlewareParams<Root, Context, Args>,
) => boolean | ScopeRules<Scopes, Grants> | Promise<boolean | ScopeRules<Scopes, Grants>>;

/**
 * Computes the rules of a field from its resolver params and the value the resolver returned.
 * The return value means the same as for {@link GetScopeRules}.
 *
 * @typeParam Scopes - The scopes declaration.
 * @typeParam Grants - The grant names.
 * @typeParam Result - Value returned by the resolver.
 * @typeParam Root - Parent object of the field.
 * @typeParam Context - GraphQL context.
 * @typeParam Args - Arguments of the field.
 */
export type GetPostScopeRules<
  Scopes extends ScopesShape,
  Grants extends string,
  Result,
  Root,
  Context,
  Args,
> = (
  params: MiddlewareParams<Root, Context, Args>,
  result: Result,
) => boolean | ScopeRules<Scopes, Grants> | Promise<boolean | ScopeRules<Scopes, Grants>>;

/**
 * Rules applied automatically to every field of the operation types, in addition to the field's
 * own rules. Fields without any rule of their own are guarded by these alone. A field opts out
 * with `skipDefaults: true`. Fields of other types never receive default rules.
 *
 * @typeParam Scopes - The scopes declaration.
 * @typeParam Grants - The grant names.
 */
export type DefaultScopes<Scopes extends ScopesShape, Grants extends string> = {
  /** Rules for every `Query` field. */
  Query?: ScopeRules<Scopes, Grants>;
  /** Rules for every `Mutation` field. */
  Mutation?: ScopeRules<Scopes, Grants>;
  /** Rules for every `Subscription` field, per phase. */
  Subscription?: {
    /** Checked when a subscription starts. */
    subscribe?: ScopeRules<Scopes, Grants>;
    /** Checked for every event. */
    resolve?: ScopeRules<Scopes, Grants>;
  };
};

// ---------------------------------------------------------------------------
// Grants
// ---------------------------------------------------------------------------

/**
 * One grant name or a list of them.
 *
 * @typeParam Grants - The grant names.
 */
export type GetGrantResult<Grants extends string> = Grants | Grants[];

/**
 * Decides which grants a field hands out, from its resolver params and result (for example only
 * when the returned record belongs to the caller).
 *
 * @typeParam Grants - The grant names.
 * @typeParam Result - Value returned by the resolver.
 * @typeParam Root - Parent object of the field.
 * @typeParam Context - GraphQL context.
 * @typeParam Args - Arguments of the field.
 */
export type GetGrantFn<Grants extends string, Result, Root, Context, Args> = (
  params: MiddlewareParams<Root, Context, Args>,
  result: Result,
) => GetGrantResult<Grants> | PromiseLike<GetGrantResult<Grants>>;

/**
 * The grants a field hands out after it passes its check and resolves: fixed names, or a
 * {@link GetGrantFn} computing them.
 *
 * @typeParam Grants - The grant names.
 * @typeParam Result - Value returned by the resolver.
 * @typeParam Root - Parent object of the field.
 * @typeParam Context - GraphQL context.
 * @typeParam Args - Arguments of the field.
 */
export type GetGrant<Grants extends string, Result, Root, Context, Args> =
  | GetGrantFn<Grants, Result, Root, Context, Args>
  | GetGrantResult<Grants>;

// ---------------------------------------------------------------------------
// Options and errors
// ---------------------------------------------------------------------------

/**
 * Turns an authorization failure into the error the client receives. It gets the error and the
 * path of the field (such as `Query.users.User.email`). Return an `Error` to throw that instead;
 * return anything else to throw the original error.
 */
export type ScopeErrorResolver = (err: unknown, path: string) => Error | unknown;

/**
 * Options of a field's `$auth` or `$postAuth` rule.
 *
 * @typeParam Grants - The grant names.
 * @typeParam Result - Value returned by the resolver.
 * @typeParam Root - Parent object of the field.
 * @typeParam Context - GraphQL context.
 * @typeParam Args - Arguments of the field.
 */
export interface AuthMiddlewareOptions<Grants extends string, Result, Root, Context, Args> {
  /**
   * Grants to hand out when the check passes and the resolver succeeds. The direct child fields
   * of this field can then require them with `$granted`, which lets a relation be read only
   * through a parent that was authorized. Grants last for the current request.
   */
  grants?: GetGrant<Grants, Result, Root, Context, Args>;

  /**
   * Skips the {@link DefaultScopes} for this field, for example to open one query to
   * anonymous users while all others require a login.
   *
   * @defaultValue `false`
   */
  skipDefaults?: boolean;

  /**
   * Error resolver for this field only; takes precedence over {@link AuthOptions.errorResolver}.
   */
  onError?: ScopeErrorResolver;
}

/**
 * Options of a `subscribe.$auth` rule. Grants are not available in the subscribe phase.
 */
export interface AuthMiddlewareSubscribeOptions {
  /**
   * Skips the `Subscription.subscribe` default scopes for this subscription.
   *
   * @defaultValue `false`
   */
  skipDefaults?: boolean;

  /**
   * Error resolver for this subscription only; takes precedence over
   * {@link AuthOptions.errorResolver}.
   */
  onError?: ScopeErrorResolver;
}

/**
 * Options of {@link authExtension}.
 */
export interface AuthOptions {
  /**
   * Rules applied to every field of `Query`, `Mutation` and `Subscription`; see
   * {@link DefaultScopes}.
   *
   * @defaultValue no default rules
   */
  defaultScopes?: DefaultScopes<AuthExtension.Scopes, AuthExtension.Grants>;

  /**
   * Error resolver used for every rule that has no `onError` of its own. Without it, a failure
   * coming from `$or` is passed to {@link aggregateErrorResolver} and any other error is thrown
   * as it is. Setting your own replaces that behaviour, so call `aggregateErrorResolver` yourself
   * if you still want it.
   */
  errorResolver?: ScopeErrorResolver;
}

/**
 * Turns an `AggregateError` produced by a failed `$or` rule into one error for the client. A
 * single inner error is returned unchanged. Several are combined into an `AggregateGraphQLError`
 * from `@baeta/errors`; inner errors that are not GraphQL errors are wrapped in an
 * `InternalServerError`. The `http` extension of the inner errors moves to the combined error,
 * and a 401 status wins over any other, so an unauthenticated caller still gets 401.
 *
 * It is the default for `$or` failures; call it from your own {@link ScopeErrorResolver} to keep
 * that behaviour.
 *
 * @param err - The aggregate of failures.
 * @param path - Path of the field being checked; used in the warning logged for non-GraphQL
 * errors.
 * @returns The error to throw.
 */
export declare function aggregateErrorResolver(err: AggregateError, path: string): unknown;

/**
 * Creates the authorization extension. Register the returned factory with `createExtensions`
 * from `@baeta/core`; from then on, generated modules offer `$auth` and `$postAuth` on fields and
 * types and `subscribe.$auth`, `resolve.$auth` and `resolve.$postAuth` on subscriptions.
 *
 * Rules run in middlewares that wrap the field ahead of the middlewares you add with `$use`.
 * The loader you pass is called once per request, on the first check.
 *
 * @typeParam Ctx - Your GraphQL context type.
 * @param loadScopes - Builds the scope loaders for a request from its context.
 * @param options - Default rules and the error resolver.
 * @returns A factory that creates the extension, for `createExtensions`.
 *
 * @example
 * ```ts
 * // src/extensions/auth-extension.ts
 * import { UnauthenticatedError } from '@baeta/errors';
 * import { authExtension } from '@baeta/extension-auth';
 * import type { Context } from '../types/context.ts';
 *
 * declare global {
 *   namespace AuthExtension {
 *     interface Scopes {
 *       isPublic: boolean;
 *       isLoggedIn: boolean;
 *       hasRole: 'editor' | 'admin';
 *     }
 *     interface GrantsMap {
 *       readOrderLines: true;
 *     }
 *   }
 * }
 *
 * export const authExt = authExtension<Context>(
 *   async (ctx) => ({
 *     isPublic: true,
 *     isLoggedIn: () => {
 *       if (ctx.userId == null) {
 *         throw new UnauthenticatedError();
 *       }
 *       return true;
 *     },
 *     hasRole: (role) => ctx.roles.includes(role),
 *   }),
 *   {
 *     defaultScopes: {
 *       Mutation: { isLoggedIn: true },
 *       Subscription: { subscribe: { isLoggedIn: true } },
 *     },
 *   },
 * );
 * ```
 *
 * Then, in a module:
 *
 * ```ts
 * // src/modules/order/order.auth.ts
 * import { getOrderModule } from './typedef.ts';
 *
 * const { Query, Mutation, Order } = getOrderModule();
 *
 * Query.order.$auth({ isLoggedIn: true }, { grants: ['readOrderLines'] });
 * Order.lines.$auth({ $granted: 'readOrderLines' });
 * Mutation.refundOrder.$auth({ $chain: { isLoggedIn: true, hasRole: 'admin' } });
 * ```
 */
export declare function authExtension<Ctx>(
  loadScopes: GetScopeLoader<AuthExtension.Scopes, Ctx>,
  options?: AuthOptions,
): () => Extension;
