/**
 * The runtime every Baeta server depends on. {@link createApplication} joins the modules produced
 * by the generator into one executable GraphQL schema, and the types exported here describe the
 * resolvers, middlewares and subscriptions you write for those modules.
 *
 * It also offers {@link createContextStore} for lazily loaded per-request values,
 * {@link createExtensions} for registering extensions, and {@link createInputDirective} for
 * directives that validate or rewrite input values.
 *
 * @packageDocumentation
 */

import type { IExecutableSchemaDefinition } from '@graphql-tools/schema';
import type {
  GraphQLAbstractType,
  GraphQLResolveInfo,
  GraphQLScalarType,
  GraphQLSchema,
  GraphQLType,
} from 'graphql';
import type { Extension, SchemaTransformer } from './sdk.js';

// ---------------------------------------------------------------------------
// Application
// ---------------------------------------------------------------------------

/**
 * Options of `makeExecutableSchema` from `@graphql-tools/schema`, except `typeDefs` and
 * `resolvers`, which Baeta takes from your modules. Use them, for example, to set
 * `resolverValidationOptions` or `inheritResolversFromInterfaces`.
 */
export type ExecutableSchemaOptions = Omit<IExecutableSchemaDefinition, 'typeDefs' | 'resolvers'>;

/**
 * Options of {@link createApplication}.
 */
export interface Options {
  /**
   * The module objects that make up the application, as returned by the generated
   * `get...Module()` functions. With the autoload plugin, pass the `modules` array it generates.
   * Every module whose schema is part of the application must be listed, otherwise the schema
   * cannot be built.
   */
  modules: Record<string, unknown>[];

  /**
   * Runs `pruneSchema` from `@graphql-tools/utils` on the finished schema, which drops types
   * that nothing refers to and types left without fields.
   *
   * @defaultValue `false`
   */
  pruneSchema?: boolean;

  /**
   * Extra options passed to `makeExecutableSchema` from `@graphql-tools/schema`.
   */
  executableSchemaOptions?: ExecutableSchemaOptions;
}

/**
 * Builds the executable GraphQL schema of your server from its modules.
 *
 * For each module it runs the `build` hook of the module's extensions and composes the
 * resolvers with their middlewares. It then makes one schema from all type definitions and
 * resolvers, applies the schema transformers registered with `$directive` (and those of
 * extensions), enables input directives, and prunes the schema when asked. Pass the returned
 * `schema` to any GraphQL server that accepts a `GraphQLSchema`, such as GraphQL Yoga or
 * Apollo Server.
 *
 * Call it after the files that register resolvers have been imported, so every resolver is in
 * place when the schema is built.
 *
 * @param options - The modules and schema options.
 * @returns An object holding the `schema`.
 * @throws Error when the schema cannot be built, for example because a module that another module
 * depends on is missing from `modules`. The error from `@graphql-tools/schema` is kept as its
 * `cause`.
 *
 * @example
 * ```ts
 * import { createServer } from 'node:http';
 * import { createApplication } from '@baeta/core';
 * import { createYoga } from 'graphql-yoga';
 * import { modules } from './modules/autoload.ts';
 *
 * const { schema } = createApplication({
 *   modules,
 *   pruneSchema: true,
 * });
 *
 * const yoga = createYoga({ schema });
 *
 * createServer(yoga).listen(4000, () => {
 *   console.log('GraphQL ready on http://localhost:4000/graphql');
 * });
 * ```
 */
export declare function createApplication(options: Options): {
  /** The executable schema of the whole application. */
  schema: GraphQLSchema;
};

// ---------------------------------------------------------------------------
// Extensions
// ---------------------------------------------------------------------------

/**
 * Lists the extensions your modules use. Export the result as the default export of a file and
 * point the `graphql.extensions` option of `baeta.ts` to that file; the generated module code
 * then passes the list to every module.
 *
 * Each argument is a factory, such as the value returned by `authExtension(...)` from
 * `@baeta/extension-auth`. The order matters: extensions are built in the order given, which
 * decides the order in which their middlewares wrap a resolver.
 *
 * @param extensions - Factories of the extensions to enable.
 * @returns The same factories, as an array.
 *
 * @example
 * ```ts
 * // src/extensions/index.ts
 * import { createExtensions } from '@baeta/core';
 * import { authExtension } from '@baeta/extension-auth';
 * import { complexityExtension } from '@baeta/extension-complexity';
 * import type { Context } from '../types/context.ts';
 *
 * const authExt = authExtension<Context>((ctx) => ({
 *   isLoggedIn: ctx.userId != null,
 * }));
 *
 * const complexityExt = complexityExtension<Context>({
 *   limit: { depth: 8, breadth: 40, complexity: 500 },
 * });
 *
 * export default createExtensions(authExt, complexityExt);
 * ```
 */
export declare function createExtensions(
  ...extensions: Array<() => Extension>
): Array<() => Extension>;

// ---------------------------------------------------------------------------
// Context store
// ---------------------------------------------------------------------------

/**
 * Options of {@link createContextStore}.
 */
export interface ContextStoreOptions {
  /**
   * When `true`, the loader runs the first time the value is read. When `false`, it runs as
   * soon as it is registered with the load function, and reads wait for that run.
   *
   * @defaultValue `true`
   */
  lazy?: boolean;
}

/**
 * Creates a typed slot on the GraphQL context for a value that is loaded asynchronously once per
 * request, such as the current user or per-request data loaders.
 *
 * It returns a pair of functions. The second one, `load(ctx, loader)`, registers how the value
 * is obtained for a given context object; call it where you build the context, or at the start
 * of a middleware. Only the first registration on a context counts; later calls on the same
 * context do nothing. The first one, `get(ctx)`, returns a promise of the value; the loader runs
 * at most once per context and every call gets the same promise. The value lives on the context
 * object under the symbol you pass, so it is dropped together with the request.
 *
 * @typeParam T - Type of the stored value.
 * @typeParam Context - Type of the context object the value is attached to.
 * @param key - A symbol that identifies the slot; create one per store.
 * @param options - See {@link ContextStoreOptions}.
 * @returns A read-only tuple `[get, load]`. `get` throws an Error (synchronously) when no loader
 * was registered on that context.
 *
 * @example
 * ```ts
 * import { createContextStore } from '@baeta/core';
 *
 * interface User {
 *   id: string;
 *   name: string;
 * }
 *
 * interface Context {
 *   token?: string;
 * }
 *
 * declare function findUserByToken(token: string): Promise<User | null>;
 *
 * const [getCurrentUser, loadCurrentUser] = createContextStore<User | null, Context>(
 *   Symbol('current-user'),
 * );
 *
 * export function createContext(token?: string): Context {
 *   const ctx: Context = { token };
 *   loadCurrentUser(ctx, () => (token ? findUserByToken(token) : null));
 *   return ctx;
 * }
 *
 * // In a resolver or middleware:
 * export async function requireUser(ctx: Context) {
 *   const user = await getCurrentUser(ctx);
 *   if (user == null) {
 *     throw new Error('Not signed in');
 *   }
 *   return user;
 * }
 * ```
 */
export declare function createContextStore<T, Context = unknown>(
  key: symbol,
  options?: ContextStoreOptions,
): readonly [
  get: (ctx: Context) => Promise<T>,
  load: (ctx: Context, loader: () => T | PromiseLike<T>) => void,
];

// ---------------------------------------------------------------------------
// Resolvers
// ---------------------------------------------------------------------------

/**
 * The single argument a {@link Resolver} receives.
 *
 * @typeParam Root - Parent object of the field.
 * @typeParam Context - GraphQL context.
 * @typeParam Args - Arguments of the field.
 */
export type ResolverParams<Root, Context, Args> = {
  /** The parent object, as returned by the resolver of the parent field. */
  root: Root;
  /** The field's arguments, after any input directives have checked or rewritten them. */
  args: Args;
  /** The GraphQL context of the request. */
  ctx: Context;
  /** Information about the execution: field name, path, schema, operation. */
  info: GraphQLResolveInfo;
};

/**
 * A field resolver as you write it in Baeta: it receives one object with `root`, `args`, `ctx`
 * and `info`, and returns the field's value or a promise of it. Generated module code gives
 * every field a builder typed with this signature, for example `Query.user(({ args }) => ...)`.
 *
 * @typeParam Result - Value the field resolves to.
 * @typeParam Root - Parent object of the field.
 * @typeParam Context - GraphQL context.
 * @typeParam Args - Arguments of the field.
 */
export type Resolver<Result, Root, Context, Args> = (
  params: ResolverParams<Root, Context, Args>,
) => Result | Promise<Result>;

/**
 * The single argument a {@link TypeResolver} receives.
 *
 * @typeParam Value - The object whose concrete type must be decided.
 * @typeParam Context - GraphQL context.
 */
export type TypeResolverParams<Value, Context> = {
  /** The object returned for the interface or union field. */
  value: Value;
  /** The GraphQL context of the request. */
  ctx: Context;
  /** Information about the execution. */
  info: GraphQLResolveInfo;
  /** The interface or union being resolved. */
  type: GraphQLAbstractType;
};

/**
 * Decides which object type a value of an interface or union belongs to, by returning the type's
 * name. It is what you pass to a generated `$resolveType` builder.
 *
 * @typeParam Result - The possible type names.
 * @typeParam Value - The object whose concrete type must be decided.
 * @typeParam Context - GraphQL context.
 */
export type TypeResolver<Result, Value, Context> = (
  params: TypeResolverParams<Value, Context>,
) => Result | Promise<Result>;

/**
 * The implementation of a custom scalar: a `GraphQLScalarType` from graphql-js, which defines how
 * values are serialized and parsed.
 */
export type ScalarResolver = GraphQLScalarType<unknown, unknown>;

// ---------------------------------------------------------------------------
// Middlewares
// ---------------------------------------------------------------------------

/**
 * The object a {@link Middleware} receives as its first argument; the same data a resolver
 * gets.
 *
 * @typeParam Root - Parent object of the field.
 * @typeParam Context - GraphQL context.
 * @typeParam Args - Arguments of the field.
 */
export type MiddlewareParams<Root, Context, Args> = {
  /** The parent object. */
  root: Root;
  /** The field's arguments. */
  args: Args;
  /** The GraphQL context of the request. */
  ctx: Context;
  /** Information about the execution. */
  info: GraphQLResolveInfo;
};

/**
 * Runs the rest of the chain (the following middlewares, then the resolver) and resolves to its
 * result.
 *
 * @typeParam T - Result of the field.
 */
export type MiddlewareNext<T> = () => Promise<T>;

/**
 * Code that runs around a resolver. A middleware receives the resolver's params and a `next`
 * function; it can act before calling `next`, change or replace the result after it, or throw to
 * stop the request. Register one with `$use` on a field (`Query.user.$use`), a type
 * (`User.$use`) or a whole module.
 *
 * @typeParam Result - Result of the field.
 * @typeParam Root - Parent object of the field.
 * @typeParam Context - GraphQL context.
 * @typeParam Args - Arguments of the field.
 *
 * @example
 * ```ts
 * import type { Middleware } from '@baeta/core';
 *
 * export const logTiming: Middleware<unknown, unknown, unknown, unknown> = async (
 *   { info },
 *   next,
 * ) => {
 *   const started = Date.now();
 *   const result = await next();
 *   console.log(`${info.parentType.name}.${info.fieldName}: ${Date.now() - started} ms`);
 *   return result;
 * };
 * ```
 */
export type Middleware<Result, Root, Context, Args> = (
  params: MiddlewareParams<Root, Context, Args>,
  next: MiddlewareNext<Result>,
) => Promise<Result>;

// ---------------------------------------------------------------------------
// Subscriptions
// ---------------------------------------------------------------------------

/**
 * The single argument of the `subscribe` function of a {@link Subscription}.
 *
 * @typeParam Root - Root value of the subscription.
 * @typeParam Context - GraphQL context.
 * @typeParam Args - Arguments of the subscription field.
 */
export type SubscribeParams<Root, Context, Args> = {
  /** The root value. */
  root: Root;
  /** The subscription field's arguments. */
  args: Args;
  /** The GraphQL context of the subscription. */
  ctx: Context;
  /** Information about the execution. */
  info: GraphQLResolveInfo;
};

/**
 * Starts a subscription: returns the async iterator that yields one payload per event, usually
 * from a pub/sub engine.
 *
 * @typeParam Payload - Type of each event.
 * @typeParam Root - Root value of the subscription.
 * @typeParam Context - GraphQL context.
 * @typeParam Args - Arguments of the subscription field.
 */
export type Subscribe<Payload, Root, Context, Args> = (
  params: SubscribeParams<Root, Context, Args>,
) => AsyncIterator<Payload> | Promise<AsyncIterator<Payload>>;

/**
 * The single argument of the `resolve` function of a {@link Subscription}.
 *
 * @typeParam Payload - Type of the event being resolved.
 * @typeParam Context - GraphQL context.
 * @typeParam Args - Arguments of the subscription field.
 */
export type SubscribeResolveParams<Payload, Context, Args> = {
  /** The event yielded by the `subscribe` iterator. */
  payload: Payload;
  /** The subscription field's arguments. */
  args: Args;
  /** The GraphQL context of the subscription. */
  ctx: Context;
  /** Information about the execution. */
  info: GraphQLResolveInfo;
};

/**
 * Turns one event of a subscription into the value sent to the client.
 *
 * @typeParam Result - Value of the subscription field.
 * @typeParam Payload - Type of the event.
 * @typeParam Context - GraphQL context.
 * @typeParam Args - Arguments of the subscription field.
 */
export type SubscribeResolve<Result, Payload, Context, Args> = (
  params: SubscribeResolveParams<Payload, Context, Args>,
) => Result | Promise<Result>;

/**
 * What you pass to a generated subscription builder, such as `Subscription.userCreated(...)`:
 * a `subscribe` function that opens the event stream and a `resolve` function that maps each
 * event to the field's value.
 *
 * @typeParam Payload - Type of each event.
 * @typeParam Result - Value of the subscription field.
 * @typeParam Root - Root value of the subscription.
 * @typeParam Context - GraphQL context.
 * @typeParam Args - Arguments of the subscription field.
 */
export type Subscription<Payload, Result, Root, Context, Args> = {
  /** Opens the event stream. */
  subscribe: Subscribe<Payload, Root, Context, Args>;
  /** Maps one event to the field's value. */
  resolve: SubscribeResolve<Result, Payload, Context, Args>;
};

// ---------------------------------------------------------------------------
// Input directives
// ---------------------------------------------------------------------------

/**
 * Which values an input directive checks.
 *
 * - `scalar`: the value itself; when the field or argument is a list, each item.
 * - `list`: a list value as a whole, at the nesting level given by
 *   `getListDepth` in {@link InputDirectiveOptions}.
 * - `object`: an input object value; use it for directives placed on input types, or on fields
 *   and arguments whose type is an input object.
 *
 * Null and missing values are never passed to a directive.
 */
export type ValidationTarget = 'list' | 'object' | 'scalar';

/**
 * Information about the value being checked, part of {@link ValidationDirectiveFnParams}.
 *
 * @typeParam Context - GraphQL context.
 */
export type ValidateParams<Context = unknown> = {
  /** Path from the argument name to the value, with field names and list indexes. */
  path: Array<number | string>;
  /** GraphQL type of the value being checked. */
  type: GraphQLType;
  /** Parent object of the field whose arguments are checked. */
  root: unknown;
  /** All arguments of the field. Changes made through `setValue` land here. */
  args: Record<string, unknown>;
  /** The GraphQL context of the request. */
  ctx: Context;
  /** Information about the execution. */
  info: GraphQLResolveInfo;
};

/**
 * The argument of an input directive's `resolve` function.
 *
 * @typeParam DirectiveConfig - Type of the arguments written on the directive in the schema.
 * @typeParam Context - GraphQL context.
 */
export type ValidationDirectiveFnParams<DirectiveConfig, Context> = ValidateParams<Context> & {
  /** The arguments of this use of the directive, for example `{ max: 10 }` for `@limit(max: 10)`. */
  directiveConfig: DirectiveConfig;
  /** Reads the current value at `path`. */
  getValue: () => unknown;
  /** Replaces the value at `path`; the resolver will see the new value. */
  setValue: (newValue: unknown) => void;
};

/**
 * The check or transformation an input directive performs. Throw to reject the value (a
 * `BadUserInput` from `@baeta/errors` gives the client a clear error); call `setValue` to
 * rewrite it. It runs synchronously and its return value is ignored.
 *
 * @typeParam DirectiveConfig - Type of the directive's arguments.
 * @typeParam Context - GraphQL context.
 */
export type ValidationDirectiveFn<DirectiveConfig = Record<string, unknown>, Context = unknown> = (
  params: ValidationDirectiveFnParams<DirectiveConfig, Context>,
) => void;

/**
 * Options of {@link createInputDirective}.
 *
 * @typeParam DirectiveConfig - Type of the directive's arguments.
 * @typeParam Context - GraphQL context.
 */
export type InputDirectiveOptions<DirectiveConfig, Context> = {
  /** Name of the directive in the schema, without the `@`. */
  name: string;
  /** Which values the directive receives; see {@link ValidationTarget}. */
  target: ValidationTarget;
  /** The check or transformation to run on each value. */
  resolve: ValidationDirectiveFn<DirectiveConfig, Context>;
  /**
   * For `list` directives on nested lists, returns which list level a use of the directive
   * applies to: `0` is the outermost list, `1` the lists inside it, and so on. It receives the
   * directive's arguments, so the level can come from an argument such as `level: 1`.
   * Directives placed on input types always use level `0`.
   *
   * @defaultValue every use applies to level `0`
   */
  getListDepth?: (config: DirectiveConfig) => number;
};

/**
 * Creates a directive that checks or rewrites input values: arguments, fields of input types,
 * and whole input objects. Typical uses are validation (`@length(max: 100)`) and normalization
 * (`@trim`).
 *
 * The result is a {@link SchemaTransformer}; register it on a module with `$directive`, and
 * declare the directive in the module's schema with the locations it may be used on
 * (`ARGUMENT_DEFINITION`, `INPUT_FIELD_DEFINITION`, `INPUT_OBJECT`). When a field is executed,
 * Baeta walks its arguments, calls `resolve` for every value the directive applies to, and only
 * then runs the field's resolver. A single failure is reported as thrown; several GraphQL errors
 * are combined into one `AggregateGraphQLError` from `@baeta/errors`; failures that are not
 * GraphQL errors become a generic `BadUserInput`.
 *
 * @typeParam DirectiveConfig - Type of the directive's arguments.
 * @typeParam Context - GraphQL context.
 * @param options - Name, target and behaviour of the directive.
 * @returns A schema transformer that attaches the directive's checks to the schema.
 *
 * @example
 * ```ts
 * // src/modules/product/product.resolvers.ts
 * // The module's schema declares:
 * //   directive @maxLength(value: Int!) on ARGUMENT_DEFINITION | INPUT_FIELD_DEFINITION
 * import { createInputDirective } from '@baeta/core';
 * import { BadUserInput } from '@baeta/errors';
 * import { getProductModule } from './typedef.ts';
 *
 * const { $directive } = getProductModule();
 *
 * const maxLength = createInputDirective<{ value: number }>({
 *   name: 'maxLength',
 *   target: 'scalar',
 *   resolve({ getValue, directiveConfig, path }) {
 *     const value = getValue();
 *     if (typeof value === 'string' && value.length > directiveConfig.value) {
 *       throw new BadUserInput(`${path.join('.')} is longer than ${directiveConfig.value} characters`);
 *     }
 *   },
 * });
 *
 * $directive(maxLength);
 * ```
 */
export declare function createInputDirective<DirectiveConfig, Context = unknown>(
  options: InputDirectiveOptions<DirectiveConfig, Context>,
): SchemaTransformer;
