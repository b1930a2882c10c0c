/**
 * Low-level building blocks of `@baeta/core`, meant for people who extend Baeta rather than for
 * everyday application code. Extension authors subclass {@link Extension} and add methods to the
 * {@link BaetaExtensions} interfaces; the code that the Baeta generator writes for each module
 * calls {@link createModuleManager} and the {@link ModuleBuilder} methods.
 *
 * Application code normally imports from `@baeta/core` instead.
 *
 * @packageDocumentation
 */

import type { IResolvers } from '@graphql-tools/utils';
import type {
  DocumentNode,
  GraphQLFieldResolver,
  GraphQLResolveInfo,
  GraphQLSchema,
  GraphQLTypeResolver,
} from 'graphql';
import type {
  Middleware,
  Resolver,
  ScalarResolver,
  Subscription,
  TypeResolver,
} from './index.js';

declare global {
  /**
   * Interfaces that describe the extra methods extensions attach to the objects of a module.
   *
   * They are empty in `@baeta/core`. An extension package fills them through declaration
   * merging (`declare global { namespace BaetaExtensions { ... } }`), and the objects returned
   * by the module getters gain those members with full typing. For example, installing
   * `@baeta/extension-auth` adds `$auth` to every resolver builder. The type parameters of each
   * interface must be repeated exactly as declared here when you merge into it.
   */
  namespace BaetaExtensions {
    /**
     * Members added to every field resolver builder, such as `Query.user` in
     * `Query.user.$auth(...)`.
     *
     * @typeParam Result - Value the field resolves to.
     * @typeParam Root - Parent object the field is resolved on.
     * @typeParam Context - GraphQL context of the application.
     * @typeParam Args - Arguments of the field.
     */
    interface ResolverExtensions<Result, Root, Context, Args> {}

    /**
     * Members added to the object of a GraphQL type, applying to all of its fields
     * (for example `User.$auth(...)`).
     *
     * @typeParam Root - Parent object the type's fields are resolved on.
     * @typeParam Context - GraphQL context of the application.
     */
    interface TypeExtensions<Root, Context> {}

    /**
     * Members added to a subscription field builder itself, such as
     * `Subscription.userCreated.$complexity(...)`.
     *
     * @typeParam Root - Root value given to the subscription field.
     * @typeParam Context - GraphQL context of the application.
     * @typeParam Args - Arguments of the subscription field.
     */
    interface SubscriptionExtensions<Root, Context, Args> {}

    /**
     * Members added to the `subscribe` part of a subscription field, for example
     * `Subscription.userCreated.subscribe.$auth(...)`.
     *
     * @typeParam Root - Root value given to the subscription field.
     * @typeParam Context - GraphQL context of the application.
     * @typeParam Args - Arguments of the subscription field.
     */
    interface SubscriptionSubscribeExtensions<Root, Context, Args> {}

    /**
     * Members added to the `resolve` part of a subscription field, for example
     * `Subscription.userCreated.resolve.$auth(...)`.
     *
     * @typeParam Result - Value each event resolves to.
     * @typeParam Root - Root value given to the subscription field.
     * @typeParam Context - GraphQL context of the application.
     * @typeParam Args - Arguments of the subscription field.
     */
    interface SubscriptionResolveExtensions<Result, Root, Context, Args> {}

    /**
     * Members added to the module object itself, next to `$use` and `$directive`.
     */
    interface ModuleExtensions {}
  }
}

export type { BaetaExtensions };

// ---------------------------------------------------------------------------
// Extensions
// ---------------------------------------------------------------------------

/**
 * Versions of the {@link Extension} contract. Baeta reads {@link Extension.version} to know how
 * to talk to an extension.
 */
export declare enum ExtensionVersion {
  /** The first and current version of the extension contract. */
  V1 = 'v1',
}

/**
 * A function without arguments that creates an extension instance. Extension packages export
 * helpers returning such factories (for example `authExtension(...)`), and the list given to
 * `createExtensions` from `@baeta/core` is made of them.
 *
 * @typeParam E - The extension class the factory creates.
 */
export type ExtensionFactory<E extends Extension> = () => E;

/**
 * Base class of every Baeta extension.
 *
 * An extension hooks into module construction in two ways. While the generated code builds the
 * module objects, the `get...Extensions` methods are called and whatever they return is merged
 * into the matching objects, so they can offer new methods to resolvers, types, subscriptions
 * and modules. Then, when the application is created, {@link Extension.build} runs once per
 * module with its {@link ResolverMapper}, which is the place to register middlewares, and
 * {@link Extension.getTransformers} can contribute schema transformations.
 *
 * Every method has a no-op default, so a subclass overrides only what it needs. Remember to also
 * describe the added members in the {@link BaetaExtensions} interfaces so users get types.
 *
 * @example
 * ```ts
 * import { Extension, type ModuleBuilder, type ResolverMapper } from '@baeta/core/sdk';
 *
 * declare global {
 *   namespace BaetaExtensions {
 *     interface ResolverExtensions<Result, Root, Context, Args> {
 *       $timed: () => void;
 *     }
 *   }
 * }
 *
 * export class TimingExtension extends Extension {
 *   private readonly timed = new Set<string>();
 *
 *   override getResolverExtensions(_module: ModuleBuilder, type: string, field: string) {
 *     return {
 *       $timed: () => {
 *         this.timed.add(`${type}.${field}`);
 *       },
 *     };
 *   }
 *
 *   override build(_module: ModuleBuilder, mapper: ResolverMapper) {
 *     for (const key of this.timed) {
 *       const [type, field] = key.split('.');
 *       mapper.addMiddleware(type, field, (next) => async (root, args, ctx, info) => {
 *         const started = performance.now();
 *         try {
 *           return await next(root, args, ctx, info);
 *         } finally {
 *           console.log(`${key} took ${(performance.now() - started).toFixed(1)} ms`);
 *         }
 *       });
 *     }
 *   }
 * }
 *
 * export const timingExtension = () => new TimingExtension();
 * ```
 */
export declare class Extension {
  /** Version of the extension contract this extension implements. */
  version: ExtensionVersion;

  /**
   * Returns the members to add to every module object (see
   * `BaetaExtensions.ModuleExtensions`).
   *
   * @returns An object whose properties are merged into the module object. The default
   * returns an empty object.
   */
  getModuleExtensions(): {};

  /**
   * Returns the members to add to the object of one GraphQL type (see
   * `BaetaExtensions.TypeExtensions`).
   *
   * @param module - Builder of the module that declares the type.
   * @param type - Name of the GraphQL type.
   * @returns An object whose properties are merged into the type object. The default returns
   * an empty object.
   */
  getTypeExtensions<Result, Context>(module: ModuleBuilder, type: string): {};

  /**
   * Returns the members to add to the builder of one field resolver (see
   * `BaetaExtensions.ResolverExtensions`).
   *
   * @param module - Builder of the module that declares the field.
   * @param type - Name of the GraphQL type that owns the field.
   * @param field - Name of the field.
   * @returns An object whose properties are merged into the resolver builder. The default
   * returns an empty object.
   */
  getResolverExtensions<Result, Root, Context, Args>(
    module: ModuleBuilder,
    type: string,
    field: string,
  ): {};

  /**
   * Returns the members to add to the builder of one subscription field (see
   * `BaetaExtensions.SubscriptionExtensions`).
   *
   * @param module - Builder of the module that declares the subscription.
   * @param field - Name of the field on the `Subscription` type.
   * @returns An object whose properties are merged into the subscription builder. The default
   * returns an empty object.
   */
  getSubscriptionExtensions<Root, Context, Args>(module: ModuleBuilder, field: string): {};

  /**
   * Returns the members to add to the `subscribe` object of one subscription field (see
   * `BaetaExtensions.SubscriptionSubscribeExtensions`).
   *
   * @param module - Builder of the module that declares the subscription.
   * @param field - Name of the field on the `Subscription` type.
   * @returns An object whose properties are merged into the `subscribe` object. The default
   * returns an empty object.
   */
  getSubscriptionSubscribeExtensions<Root, Context, Args>(
    module: ModuleBuilder,
    field: string,
  ): {};

  /**
   * Returns the members to add to the `resolve` object of one subscription field (see
   * `BaetaExtensions.SubscriptionResolveExtensions`).
   *
   * @param module - Builder of the module that declares the subscription.
   * @param field - Name of the field on the `Subscription` type.
   * @returns An object whose properties are merged into the `resolve` object. The default
   * returns an empty object.
   */
  getSubscriptionResolveExtensions<Result, Root, Context, Args>(
    module: ModuleBuilder,
    field: string,
  ): {};

  /**
   * Returns schema transformations to run on the executable schema, after the transformers a
   * module registered itself with `$directive`.
   *
   * @returns The transformers, applied in order. The default returns an empty list.
   */
  getTransformers(): SchemaTransformer[];

  /**
   * Called once per module while the application is created, before the module's resolvers are
   * composed. Use it to register the middlewares the extension collected.
   *
   * @param module - Builder of the module being built.
   * @param mapper - Resolver mapper of that module; add middlewares or resolvers through it.
   */
  build(module: ModuleBuilder, mapper: ResolverMapper): void;
}

/**
 * Calls every factory of a list and returns the created instances, in the same order.
 *
 * @typeParam T - Type created by the factories.
 * @param list - Factories to call.
 * @returns The values returned by the factories.
 */
export declare function resolveExtensions<T>(list: Array<() => T>): T[];

/**
 * Maps a list of items to objects and merges those objects into one. When two objects share a
 * key, the later one wins. {@link ModuleBuilder} uses it to combine what each extension returns
 * from its `get...Extensions` methods.
 *
 * @typeParam T - Type of the items.
 * @typeParam K - Type of the object produced for each item.
 * @param items - Items to map, usually extension instances.
 * @param callback - Produces the object to merge for one item.
 * @returns A new object holding the keys of every produced object.
 */
export declare function mergeExtensions<T, K extends Record<string, unknown>>(
  items: T[],
  callback: (item: T) => K,
): Record<string, unknown>;

/**
 * Combines the members Baeta itself provides with the members added by extensions. The core
 * members win when both define the same key, so an extension cannot replace `$use`.
 *
 * @typeParam Core - Type of the built-in members.
 * @typeParam Ext - Type of the extension members.
 * @param core - The built-in members.
 * @param ext - The members contributed by extensions.
 * @returns A new object with both sets of members.
 */
export declare function withExtensions<Core, Ext>(core: Core, ext: Ext): Ext & Core;

// ---------------------------------------------------------------------------
// Modules
// ---------------------------------------------------------------------------

/**
 * Short hashes that fingerprint the shape of one object type, as computed by the generator.
 */
export type TypeHash = {
  /** Hash of the type's field names and field types taken together. */
  hash: string;
  /** Hash of each field's type, keyed by field name. */
  fieldsHashes: Record<string, string | undefined>;
};

/**
 * Hashes of the object types a module declares or extends, keyed by type name. The generator
 * writes this map into the module metadata. Extensions can mix the hashes into keys so that a
 * change to a type's shape produces new keys; the cache extension does this so entries written
 * for an older schema are not read back.
 */
export type TypeHashMap = Record<string, TypeHash | undefined>;

/**
 * The metadata the generator emits for one module (the `ModuleMetadata` namespace of a
 * generated `typedef.ts`), and the input of {@link createModuleManager}.
 *
 * @typeParam T - Type of the module object returned by `createManager`.
 */
export interface Module<T> {
  /** Identifier of the module (its name). */
  id: string;
  /** Folder of the module, relative to the modules directory. */
  dirname: string;
  /** Hashes of the object types the module declares or extends. */
  hashes: TypeHashMap;
  /** Parsed type definitions of the module's schema files. */
  typedef: DocumentNode;
  /** Creates the module object (resolver builders, type methods and module methods). */
  createManager: (builder: ModuleBuilder) => T;
}

/**
 * Collects everything one module defines (resolvers, subscriptions, scalars, type resolvers,
 * middlewares and schema transformers) and turns it into type definitions and a resolver map when
 * the application is created.
 *
 * You rarely use it directly: the generated `typedef.ts` of each module calls its `create...`
 * methods to build the typed module object, and extensions receive it in their hooks. The
 * module object keeps a reference to it under `$builder`, which {@link getModuleBuilder} reads.
 */
export declare class ModuleBuilder {
  /** Identifier of the module. */
  readonly id: string;
  /** Folder of the module, relative to the modules directory. */
  readonly dirname: string;
  /** Hashes of the types and fields the module declares. */
  readonly hashes: TypeHashMap;
  /** Parsed type definitions of the module. */
  readonly typedef: DocumentNode;
  /** Holds the resolvers, scalars and middlewares registered for this module. */
  readonly mapper: ResolverMapper;
  /** Schema transformers registered through the module's `$directive` method. */
  readonly transformers: SchemaTransformer[];

  /**
   * @param id - Identifier of the module.
   * @param dirname - Folder of the module.
   * @param hashes - Hashes of the module's types and fields.
   * @param typedef - Parsed type definitions of the module.
   * @param extensions - Extension instances that may add members and middlewares.
   */
  constructor(
    id: string,
    dirname: string,
    hashes: TypeHashMap,
    typedef: DocumentNode,
    extensions: Extension[],
  );

  /**
   * Creates the builder of one field resolver, such as `Query.user`. Calling the builder with a
   * {@link Resolver} sets the field's resolver; its `$use` member adds a middleware to that field,
   * and extensions add further members.
   *
   * @param type - Name of the GraphQL type that owns the field.
   * @param field - Name of the field.
   * @returns A callable builder with `$use` and the members of
   * `BaetaExtensions.ResolverExtensions`.
   */
  createResolverBuilder<Result, Root, Context, Args>(
    type: string,
    field: string,
  ): ((resolver: Resolver<Result, Root, Context, Args>) => void) &
    BaetaExtensions.ResolverExtensions<Result, Root, Context, Args> & {
      /** Adds a middleware to this field. */
      $use: (middleware: Middleware<Result, Root, Context, Args>) => void;
    };

  /**
   * Creates the builder of one subscription field. Calling it with a {@link Subscription}
   * (a `subscribe` and a `resolve` function) registers the field. The `subscribe` and `resolve`
   * members each offer `$use` for middlewares on that phase, plus extension members.
   *
   * @param field - Name of the field on the `Subscription` type.
   * @returns A callable builder with `subscribe`, `resolve` and the members of
   * `BaetaExtensions.SubscriptionExtensions`.
   */
  createSubscriptionBuilder<Result, Root, Context, Args>(
    field: string,
  ): (<Payload>(subscription: Subscription<Payload, Result, Root, Context, Args>) => void) &
    BaetaExtensions.SubscriptionExtensions<Root, Context, Args> & {
      /** Members for the field's `subscribe` phase, which creates the event stream. */
      subscribe: BaetaExtensions.SubscriptionSubscribeExtensions<Root, Context, Args> & {
        /** Adds a middleware around the field's `subscribe` function. */
        $use: <Payload>(
          middleware: Middleware<AsyncIterator<Payload>, Root, Context, Args>,
        ) => void;
      };
      /** Members for the field's `resolve` phase, which turns each event into the field's value. */
      resolve: BaetaExtensions.SubscriptionResolveExtensions<Result, Root, Context, Args> & {
        /** Adds a middleware around the field's `resolve` function. */
        $use: (middleware: Middleware<Result, Root, Context, Args>) => void;
      };
    };

  /**
   * Creates the function that registers the implementation of a custom scalar.
   *
   * @param scalar - Name of the scalar in the schema.
   * @returns A function taking the `GraphQLScalarType` that implements the scalar.
   */
  createScalarBuilder(scalar: string): (resolver: ScalarResolver) => void;

  /**
   * Creates the function that registers how an interface or union picks its concrete type
   * (the `$resolveType` of a generated module).
   *
   * @param type - Name of the interface or union.
   * @returns A function taking a {@link TypeResolver}.
   */
  createResolveType<Result, Value, Context>(
    type: string,
  ): (resolver: TypeResolver<Result, Value, Context>) => void;

  /**
   * Creates a function that adds a middleware to one field. `type` and `field` accept `*` to
   * target every registered type or every field of a type.
   *
   * @param type - Name of the GraphQL type, or `*`.
   * @param field - Name of the field, or `*`.
   * @returns A function taking a {@link Middleware}.
   */
  createMiddlewareBuilder<Result, Root, Context, Args>(
    type: string,
    field: string,
  ): (middleware: Middleware<Result, Root, Context, Args>) => void;

  /**
   * Creates the members of a type object, such as `User.$use`, which adds a middleware to every
   * field of the type, plus the members of `BaetaExtensions.TypeExtensions`.
   *
   * @param type - Name of the GraphQL type.
   * @returns The type-level members.
   */
  createTypeMethods<Root, Context>(
    type: string,
  ): BaetaExtensions.TypeExtensions<Root, Context> & {
    /** Adds a middleware to every field of the type. */
    $use: (middleware: Middleware<unknown, Root, Context, unknown>) => void;
  };

  /**
   * Creates the type-level members of the `Subscription` type; `$use` applies to every
   * subscription field of the module.
   *
   * @returns The type-level members of `Subscription`.
   */
  createSubscriptionMethods<Root, Context>(): BaetaExtensions.TypeExtensions<Root, Context> & {
    /** Adds a middleware to every subscription field of the module. */
    $use: (middleware: Middleware<unknown, Root, Context, unknown>) => void;
  };

  /**
   * Creates the module-level members: `$builder` (this builder), `$use` (a middleware on every
   * field of the module), `$directive` (registers a {@link SchemaTransformer}) and the members of
   * `BaetaExtensions.ModuleExtensions`.
   *
   * @returns The module-level members.
   */
  createModuleMethods<Context>(): BaetaExtensions.ModuleExtensions & {
    /** This builder; {@link getModuleBuilder} reads it back from a module object. */
    $builder: ModuleBuilder;
    /** Adds a middleware to every field of the module. */
    $use: (middleware: Middleware<unknown, unknown, Context, unknown>) => void;
    /** Registers a schema transformer, applied to the executable schema by `transform`. */
    $directive: (transformer: SchemaTransformer) => void;
  };

  /**
   * Runs the `build` hook of every extension, then returns what the application needs from
   * this module.
   *
   * @returns The module's type definitions, its composed resolver map (middlewares applied,
   * scalars included) and a function applying the module's and extensions' schema transformers.
   */
  build: () => {
    /** The module's type definitions. */
    typedef: DocumentNode;
    /** The module's resolver map, with its middlewares applied and its scalars included. */
    resolvers: IResolvers;
    /** Applies the module's and its extensions' schema transformers to a schema, in order. */
    transform: (schema: GraphQLSchema) => GraphQLSchema;
  };
}

/**
 * Reads the {@link ModuleBuilder} stored under `$builder` on a module object.
 *
 * @param module - A module object, as returned by a generated `get...Module()` function.
 * @returns The module's builder.
 * @throws Error when the object has no `$builder` created by Baeta (the message is
 * `Invalid module`).
 */
export declare function getModuleBuilder(module: Record<string, unknown>): ModuleBuilder;

/**
 * Wraps a factory so it runs at most once: the first call creates the value and later calls
 * return the same value. Generated modules use it so that every file importing
 * `get...Module()` shares one module object.
 *
 * @typeParam T - Type of the created value.
 * @param create - Factory to run on the first call.
 * @returns A function returning the single instance.
 */
export declare function createSingletonModule<T>(create: () => T): () => T;

/**
 * Creates the typed object of one module from the metadata the generator emitted. It builds a
 * {@link ModuleBuilder} with the given extensions and passes it to `createManager`.
 *
 * @typeParam T - Type of the module object.
 * @param moduleMetadata - The module's metadata.
 * @param extensions - Factories of the extensions the module should use; each one is called to
 * get a fresh instance.
 * @returns The module object, typed without its internal `$builder` member.
 */
export declare function createModuleManager<T>(
  moduleMetadata: Module<T>,
  extensions?: ExtensionFactory<Extension>[],
): Omit<T, '$builder'>;

// ---------------------------------------------------------------------------
// Native resolver shapes and adapters
// ---------------------------------------------------------------------------

/**
 * A field resolver in the positional form graphql-js expects: `(root, args, context, info)`.
 *
 * @typeParam Result - Value the resolver returns.
 * @typeParam Root - Parent object.
 * @typeParam Context - GraphQL context.
 * @typeParam Args - Field arguments.
 */
export type NativeResolver<
  Result = unknown,
  Root = unknown,
  Context = unknown,
  Args = unknown,
> = GraphQLFieldResolver<Root, Context, Args, Result>;

/**
 * A middleware in native form: it takes the next positional resolver and returns a new resolver
 * that wraps it. Extensions register middlewares of this shape on a {@link ResolverMapper}.
 *
 * @typeParam Result - Value the wrapped resolver produces.
 * @typeParam Root - Parent object.
 * @typeParam Context - GraphQL context.
 * @typeParam Args - Field arguments.
 */
export type NativeMiddleware<Result = unknown, Root = unknown, Context = unknown, Args = unknown> = (
  next: GraphQLFieldResolver<Root, Context, Args, Result | PromiseLike<Result>>,
) => GraphQLFieldResolver<Root, Context, Args, Result | PromiseLike<Result>>;

/**
 * The native form of a `__resolveType` function for interfaces and unions.
 *
 * @typeParam _Result - Kept for symmetry with {@link TypeResolver}; not used by the native shape.
 * @typeParam Value - The object whose concrete type is being resolved.
 * @typeParam Context - GraphQL context.
 */
export type NativeTypeResolver<
  _Result = unknown,
  Value = unknown,
  Context = unknown,
> = GraphQLTypeResolver<Value, Context>;

/**
 * The `subscribe` function of a subscription field in positional form; it returns the async
 * iterator of events.
 *
 * @typeParam Payload - Type of each event.
 * @typeParam Root - Root value.
 * @typeParam Context - GraphQL context.
 * @typeParam Args - Field arguments.
 */
export type NativeSubscriptionSubscribe<Payload, Root, Context, Args> = (
  source: Root,
  args: Args,
  context: Context,
  info: GraphQLResolveInfo,
) => AsyncIterator<Payload> | Promise<AsyncIterator<Payload>>;

/**
 * A subscription field in the form graphql-js expects: a positional `subscribe` function and an
 * optional positional `resolve` function that maps each event to the field's value.
 *
 * @typeParam Payload - Type of each event.
 * @typeParam Result - Value the field resolves to for each event.
 * @typeParam Root - Root value.
 * @typeParam Context - GraphQL context.
 * @typeParam Args - Field arguments.
 */
export type NativeSubscription<
  Payload = unknown,
  Result = unknown,
  Root = unknown,
  Context = unknown,
  Args = unknown,
> = {
  /** Starts the event stream. */
  subscribe: NativeSubscriptionSubscribe<Payload, Root, Context, Args>;
  /** Turns one event into the value sent to the client. */
  resolve?: GraphQLFieldResolver<Payload, Context, Args, Result>;
};

/**
 * Converts a Baeta {@link Resolver}, which takes one `{ root, args, ctx, info }` object, into a
 * positional graphql-js resolver.
 *
 * @param resolver - The Baeta resolver.
 * @returns A native resolver calling it.
 */
export declare function createResolverAdapter<Result, Root, Context, Args>(
  resolver: Resolver<Result, Root, Context, Args>,
): NativeResolver<Result | PromiseLike<Result>, Root, Context, Args>;

/**
 * Converts a Baeta {@link Middleware}, which receives a params object and a `next` function,
 * into a {@link NativeMiddleware}.
 *
 * @param middleware - The Baeta middleware.
 * @returns A native middleware calling it.
 */
export declare function createMiddlewareAdapter<Result, Root, Context, Args>(
  middleware: Middleware<Result, Root, Context, Args>,
): NativeMiddleware<Result, Root, Context, Args>;

/**
 * Converts a Baeta {@link TypeResolver}, which takes one `{ value, ctx, info, type }` object,
 * into a native `__resolveType` function.
 *
 * @param resolver - The Baeta type resolver.
 * @returns A native type resolver calling it.
 */
export declare function createTypeResolverAdapter<Result, Value, Context>(
  resolver: TypeResolver<Result, Value, Context>,
): NativeTypeResolver<Result, Value, Context>;

/**
 * Converts a Baeta {@link Subscription} into a {@link NativeSubscription}. The native `resolve`
 * is set only when the Baeta subscription has one.
 *
 * @param subscription - The Baeta subscription.
 * @returns The native subscription object.
 */
export declare function createSubscriptionAdapter<Payload, Result, Root, Context, Args>(
  subscription: Subscription<Payload, Result, Root, Context, Args>,
): NativeSubscription<Payload, Result, Root, Context, Args>;

// ---------------------------------------------------------------------------
// Resolver maps
// ---------------------------------------------------------------------------

/**
 * Native resolvers of the fields of one type, keyed by field name, with an optional
 * `__resolveType` for interfaces and unions.
 */
export type FieldResolvers = Record<string, NativeResolver> & {
  /** Picks the concrete type of an interface or union value. */
  __resolveType?: NativeTypeResolver;
};

/**
 * The `Subscription` part of a resolver map: native subscriptions keyed by field name.
 */
export type SubscriptionsResolvers = {
  /** Subscriptions keyed by field name. */
  Subscription?: Record<string, NativeSubscription | undefined>;
};

/**
 * A resolver map keyed by type name, as a {@link ResolverMapper} stores it before middlewares
 * are applied.
 */
export type ResolversMap = {
  [type: string]: FieldResolvers | undefined;
} & SubscriptionsResolvers;

/**
 * Scalar implementations keyed by scalar name.
 */
export type ScalarsMap = Record<string, ScalarResolver | undefined>;

/**
 * Native middlewares keyed by `Type.field` (subscription phases use
 * `Subscription.field.subscribe` and `Subscription.field.resolve`). The first middleware of a
 * list is the outermost one.
 */
export type MiddlewareMap = Record<string, NativeMiddleware[] | undefined>;

/**
 * Merges two middleware maps into a new one. For a key present in both, the middlewares of
 * `source` are appended after those of `target`, so `target`'s run first.
 *
 * @param target - The map whose middlewares come first.
 * @param source - The map whose middlewares are appended.
 * @returns A new map holding both.
 */
export declare function mergeMiddlewareMaps(target: MiddlewareMap, source: MiddlewareMap): MiddlewareMap;

/**
 * Stores what a module registers (resolvers, subscriptions, scalars, type resolvers and
 * middlewares) and composes it into the final resolver map. Extensions receive the mapper of each
 * module in {@link Extension.build} and use it to add their middlewares.
 */
export declare class ResolverMapper {
  /** Scalar implementations of the module. */
  readonly scalars: ScalarsMap;
  /** Native resolvers of the module, keyed by type and field. */
  readonly resolvers: ResolversMap;
  /** Middlewares added with {@link ResolverMapper.addMiddleware}. */
  readonly middlewares: MiddlewareMap;
  /** Middlewares added with {@link ResolverMapper.prependMiddleware}; they wrap the others. */
  readonly prependedMiddlewares: MiddlewareMap;
  /** Names of the types that have at least one registered field, in registration order. */
  readonly types: string[];
  /** Registered field names of each type. */
  readonly typeFields: Record<string, string[] | undefined>;

  /**
   * @returns Names of the types that have registered fields.
   */
  getTypes(): string[];

  /**
   * @param type - Name of a GraphQL type.
   * @returns The registered fields of the type, or an empty list.
   */
  getTypeFields(type: string): string[];

  /**
   * Sets the native resolver of a field, replacing any earlier one.
   *
   * @param type - Name of the GraphQL type.
   * @param field - Name of the field.
   * @param resolver - The native resolver.
   */
  setResolver<Result, Root, Context, Args>(
    type: string,
    field: string,
    resolver: NativeResolver<Result, Root, Context, Args>,
  ): void;

  /**
   * Sets the implementation of a custom scalar.
   *
   * @param scalar - Name of the scalar.
   * @param resolver - The `GraphQLScalarType` implementing it.
   */
  setScalar(scalar: string, resolver: ScalarResolver): void;

  /**
   * Sets the native subscription of a field of the `Subscription` type.
   *
   * @param field - Name of the subscription field.
   * @param resolver - The native subscription.
   */
  setSubscription<Payload, Result, Root, Context, Args>(
    field: string,
    resolver: NativeSubscription<Payload, Result, Root, Context, Args>,
  ): void;

  /**
   * Sets the `__resolveType` function of an interface or union.
   *
   * @param type - Name of the interface or union.
   * @param resolver - The native type resolver.
   */
  setTypenameResolver<Result, Value, Context>(
    type: string,
    resolver: NativeTypeResolver<Result, Value, Context>,
  ): void;

  /**
   * Appends a middleware to a field. `type` may be `*` for every registered type and `field`
   * may be `*` for every registered field of the type. Fields of object types without a resolver
   * get graphql-js's default field resolver so the middleware has something to wrap.
   *
   * @param type - Name of the GraphQL type, or `*`.
   * @param field - Name of the field, or `*` (use `field.subscribe` or `field.resolve` for
   * subscription phases).
   * @param middleware - The native middleware.
   */
  addMiddleware<Result, Root, Context, Args>(
    type: string,
    field: string,
    middleware: NativeMiddleware<Result, Root, Context, Args>,
  ): void;

  /**
   * Like {@link ResolverMapper.addMiddleware}, but into a separate list that runs before (outside)
   * every middleware added with `addMiddleware`. Extensions that must guard a field, such as
   * authorization, use it.
   *
   * @param type - Name of the GraphQL type, or `*`.
   * @param field - Name of the field, or `*`.
   * @param middleware - The native middleware.
   */
  prependMiddleware<Result, Root, Context, Args>(
    type: string,
    field: string,
    middleware: NativeMiddleware<Result, Root, Context, Args>,
  ): void;

  /**
   * Gives a field graphql-js's default field resolver when it has none. Fields of `Query`,
   * `Mutation` and `Subscription` are left alone.
   *
   * @param type - Name of the GraphQL type.
   * @param field - Name of the field.
   */
  setDefaultFieldResolver(type: string, field: string): void;

  /**
   * Records that a type has a field, so that `*` middlewares and extensions can find it.
   *
   * @param type - Name of the GraphQL type.
   * @param field - Name of the field.
   */
  registerTypeField(type: string, field: string): void;

  /**
   * Builds the final resolver map: copies the resolvers, wraps each field with its prepended
   * middlewares and then its regular middlewares, and adds the scalars.
   *
   * @returns A resolver map ready for `makeExecutableSchema`.
   */
  compose(): IResolvers;
}

// ---------------------------------------------------------------------------
// Schema transformation and validation
// ---------------------------------------------------------------------------

/**
 * A function that receives a GraphQL schema and returns a changed copy of it. Schema
 * directives are implemented this way: register one on a module with `$directive`.
 */
export type SchemaTransformer = (schema: GraphQLSchema) => GraphQLSchema;

/**
 * Applies transformers to a schema one after another, each receiving the previous result.
 *
 * @param schema - The schema to start from.
 * @param transformers - The transformers, in order.
 * @returns The schema returned by the last transformer (the input schema when the list is
 * empty).
 */
export declare function transformSchema(
  schema: GraphQLSchema,
  transformers: SchemaTransformer[],
): GraphQLSchema;

/**
 * Activates the input directives (created with `createInputDirective` from `@baeta/core`) that
 * were applied to a schema. It marks the input types that need checking and wraps the resolver of
 * every field whose arguments carry validations, so arguments are checked before the resolver
 * runs. One failing check is thrown as is; several GraphQL errors are thrown together as an
 * `AggregateGraphQLError` from `@baeta/errors`; a failure that is not a GraphQL error becomes a
 * `BadUserInput`.
 *
 * `createApplication` calls it for you; use it only when you assemble a schema yourself.
 *
 * @param schema - A schema on which input directives were applied.
 * @returns The same schema object, changed in place.
 */
export declare function addValidationToSchema(schema: GraphQLSchema): GraphQLSchema;

// ---------------------------------------------------------------------------
// Utilities
// ---------------------------------------------------------------------------

/**
 * Gives an anonymous function a name, so stack traces and profilers show something useful.
 * Nothing happens when the function is missing or already has a name.
 *
 * @param fn - The function to name.
 * @param name - The name to give it.
 */
export declare function nameFunction(fn: (...args: never[]) => unknown, name: string): void;

/**
 * Attaches the properties of an object to a function and returns the function with both
 * types, so it can be called and also carries extra members (this is how `Query.user(...)` and
 * `Query.user.$use(...)` live on one value).
 *
 * @typeParam B - Type of the function.
 * @typeParam M - Type of the members to attach.
 * @param fn - The function to extend; it is changed in place.
 * @param ext - The members to attach.
 * @returns The same function, typed as `B & M`.
 */
export declare function extendFunction<B extends (...args: never[]) => unknown, M extends {}>(
  fn: B,
  ext: M,
): B & M;

/**
 * Creates a getter and a setter for the value at a path inside an object. Missing intermediate
 * objects make the lens fail quietly instead of throwing, and the keys `__proto__`,
 * `constructor` and `prototype` are refused.
 *
 * @typeParam T - Type of the value at the path.
 * @param input - The object to read and write.
 * @param path - Keys and list indexes leading to the value.
 * @returns `get`, which returns the value or `null` when it cannot be reached, and `set`, which
 * writes the value and returns whether it could.
 */
export declare function createObjectLens<T = unknown>(
  input: Record<string, unknown>,
  path: Array<string | number>,
): {
  /** Returns the value at the path, or `null` when the path cannot be reached. */
  get: () => T | null;
  /** Writes the value at the path; returns whether it could. */
  set: (value: T) => boolean;
};
