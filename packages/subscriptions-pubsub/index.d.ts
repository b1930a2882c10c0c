/**
 * Adds compile-time checking to the PubSub engines used for GraphQL subscriptions. You declare
 * a map from channel names to payload types, wrap your engine with {@link createTypedPubSub},
 * and every `publish`, `subscribe` and iterator call is checked against that map.
 *
 * It works with any engine shaped like the `PubSub` classes of `graphql-subscriptions`, version 2
 * ({@link PubSubEngineV2}) or version 3 ({@link PubSubEngineV3}), including Redis-backed
 * implementations. Extra engine-specific arguments are passed through untouched.
 *
 * @packageDocumentation
 */

/**
 * The shape of a `graphql-subscriptions` 2.x engine, which exposes `asyncIterator`. The loose
 * parameter types are deliberate: they let engines with their own payload and option types
 * match.
 */
export interface PubSubEngineV2 {
  /** Sends a payload to everyone listening on a channel. */
  publish: (triggerName: string, payload: any, ...rest: any[]) => Promise<void>;
  /** Calls `onMessage` for every payload on a channel; resolves to a subscription id. */
  subscribe: (
    triggerName: string,
    onMessage: (message: any) => Promise<void> | void,
    ...rest: any[]
  ) => Promise<number>;
  /** Stops the subscription with the given id. */
  unsubscribe: (subId: number, ...rest: any[]) => void;
  /** Returns an async iterator over the payloads of one or several channels. */
  asyncIterator: <T>(triggers: string | string[], ...rest: any[]) => AsyncIterator<T>;
}

/**
 * The shape of a `graphql-subscriptions` 3.x engine, which replaced `asyncIterator` with
 * `asyncIterableIterator`. The loose parameter types are deliberate: they let engines with their
 * own payload and option types match.
 */
export interface PubSubEngineV3 {
  /** Sends a payload to everyone listening on a channel. */
  publish: (triggerName: string, payload: any, ...rest: any[]) => Promise<void>;
  /** Calls `onMessage` for every payload on a channel; resolves to a subscription id. */
  subscribe: (
    triggerName: string,
    onMessage: (message: any) => Promise<void> | void,
    ...rest: any[]
  ) => Promise<number>;
  /** Stops the subscription with the given id. */
  unsubscribe: (subId: number, ...rest: any[]) => void;
  /** Returns an async iterable iterator over the payloads of one or several channels. */
  asyncIterableIterator: <T>(
    triggers: string | readonly string[],
    ...rest: any[]
  ) => AsyncIterableIterator<T>;
}

/**
 * Options of {@link createTypedPubSub}.
 */
export interface TypedPubSubOptions {
  /**
   * Text put in front of every channel name before it reaches the engine, for example
   * `'orders:'`. Use it to keep several features or services apart on a shared Redis.
   *
   * @defaultValue `''` (no prefix)
   */
  prefix?: string;
}

/**
 * The typed wrapper returned by {@link createTypedPubSub}. Channel names must be keys of `Map`
 * and payloads must match their entry. It offers `publish`, `subscribe` and `unsubscribe`, plus
 * `asyncIterableIterator` for a {@link PubSubEngineV3} or `asyncIterator` for a
 * {@link PubSubEngineV2}. Arguments after the required ones are forwarded to the engine with the
 * engine's own types.
 *
 * @typeParam Engine - Type of the wrapped engine; decides which iterator method is offered.
 * @typeParam Map - Channel names mapped to payload types. Template-literal keys such as
 * `` [channel: `order-updated:${string}`]: Order `` work too.
 */
export type TypedPubSub<
  Engine extends PubSubEngineV2 | PubSubEngineV3,
  Map extends Record<string, any>,
> = Engine extends PubSubEngineV3
  ? {
      /** Publishes a payload on a channel of the map. */
      publish: <C extends keyof Map>(
        channel: C,
        message: Map[C],
        ...rest: Engine['publish'] extends (
          triggerName: string,
          payload: never,
          ...rest: infer Rest
        ) => unknown
          ? Rest
          : never
      ) => Promise<void>;
      /** Listens to a channel of the map; resolves to the id to pass to `unsubscribe`. */
      subscribe: <C extends keyof Map>(
        channel: C,
        onMessage: (message: Map[C]) => Promise<void> | void,
        ...rest: Engine['subscribe'] extends (
          triggerName: string,
          onMessage: never,
          ...rest: infer Rest
        ) => unknown
          ? Rest
          : never
      ) => Promise<number>;
      /** Stops a subscription created with `subscribe`. */
      unsubscribe: (
        subId: number,
        ...rest: Engine['unsubscribe'] extends (subId: number, ...rest: infer Rest) => unknown
          ? Rest
          : never
      ) => void;
      /**
       * Iterates over the payloads of one channel or several; return it from a subscription's
       * `subscribe` function.
       */
      asyncIterableIterator: <C extends keyof Map>(
        triggers: C | C[],
        ...rest: Engine['asyncIterableIterator'] extends (
          triggers: string | readonly string[],
          ...rest: infer Rest
        ) => unknown
          ? Rest
          : never
      ) => AsyncIterableIterator<Map[C]>;
    }
  : Engine extends PubSubEngineV2
    ? {
        /** Publishes a payload on a channel of the map. */
        publish: <C extends keyof Map>(
          channel: C,
          message: Map[C],
          ...rest: Engine['publish'] extends (
            triggerName: string,
            payload: never,
            ...rest: infer Rest
          ) => unknown
            ? Rest
            : never
        ) => Promise<void>;
        /** Listens to a channel of the map; resolves to the id to pass to `unsubscribe`. */
        subscribe: <C extends keyof Map>(
          channel: C,
          onMessage: (message: Map[C]) => Promise<void> | void,
          ...rest: Engine['subscribe'] extends (
            triggerName: string,
            onMessage: never,
            ...rest: infer Rest
          ) => unknown
            ? Rest
            : never
        ) => Promise<number>;
        /** Stops a subscription created with `subscribe`. */
        unsubscribe: (
          subId: number,
          ...rest: Engine['unsubscribe'] extends (subId: number, ...rest: infer Rest) => unknown
            ? Rest
            : never
        ) => void;
        /**
         * Iterates over the payloads of one channel or several; return it from a subscription's
         * `subscribe` function.
         */
        asyncIterator: <C extends keyof Map>(
          triggers: C | C[],
          ...rest: Engine['asyncIterator'] extends (
            triggers: string | string[],
            ...rest: infer Rest
          ) => unknown
            ? Rest
            : never
        ) => AsyncIterator<Map[C]>;
      }
    : never;

/**
 * Wraps a PubSub engine so that channel names and payloads are type-checked against a map you
 * declare. The wrapper adds the optional prefix to channel names and otherwise calls the engine
 * directly, so it costs nothing at run time.
 *
 * @typeParam Engine - Type of the engine you pass.
 * @typeParam Map - Channel names mapped to payload types.
 * @param pubsub - The engine to wrap, such as `new PubSub()` from `graphql-subscriptions`.
 * @param options - Channel prefix.
 * @returns The typed wrapper; see {@link TypedPubSub}.
 * @throws Error when the engine has neither `asyncIterator` nor `asyncIterableIterator`.
 *
 * @example
 * ```ts
 * import { createTypedPubSub } from '@baeta/subscriptions-pubsub';
 * import { PubSub } from 'graphql-subscriptions';
 *
 * interface Order {
 *   id: string;
 *   status: 'placed' | 'shipped' | 'delivered';
 * }
 *
 * type Channels = {
 *   'order-placed': Order;
 *   [channel: `order-updated:${string}`]: Order;
 * };
 *
 * export const pubsub = createTypedPubSub<PubSub, Channels>(new PubSub(), {
 *   prefix: 'shop:',
 * });
 *
 * // Payload type is checked against the map.
 * await pubsub.publish('order-placed', { id: 'o-1', status: 'placed' });
 *
 * // In a subscription's subscribe function:
 * const events = pubsub.asyncIterableIterator(`order-updated:${'o-1'}`);
 * ```
 */
export declare function createTypedPubSub<
  Engine extends PubSubEngineV2 | PubSubEngineV3,
  Map extends Record<string, any>,
>(pubsub: Engine, options?: TypedPubSubOptions): TypedPubSub<Engine, Map>;
