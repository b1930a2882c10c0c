/**
 * Setup data for `@baeta/subscriptions-cloudflare`, read by the Cloudflare plugin
 * (`@baeta/plugin-cloudflare`) when it writes the wrangler configuration and the D1 migration
 * files. You need it only if you configure wrangler by hand or build your own tooling; the
 * values describe what the runtime package expects to exist.
 *
 * @packageDocumentation
 */

/**
 * The D1 migrations that create the storage used by `SubscriptionDatabaseD1`: currently one
 * migration, `0-baeta-subscription-init`, which creates the `Subscriptions` table. Write each
 * entry to `<name>.sql` in the migrations folder of the subscriptions database and apply it with
 * `wrangler d1 migrations apply`.
 */
export declare const databaseMigrations: {
  /** File name of the migration, without the `.sql` extension. */
  name: string;
  /** The SQL statements of the migration. */
  sql: string;
}[];

/**
 * The Durable Object migrations for wrangler's `[[migrations]]` entries: currently one, tagged
 * `baeta-subs-v1`, which registers the {@link wsConnectionClassName} class.
 */
export declare const durableObjectsMigrations: {
  /** Value of the migration's `tag`. */
  tag: string;
  /** Lines to place under the `[[migrations]]` entry, such as `new_classes = [...]`. */
  content: string[];
}[];

/**
 * Name under which the Durable Object class from `createWsConnectionsClass()` must be exported
 * from the worker, and the `class_name` of its binding in the wrangler configuration.
 */
export declare const wsConnectionClassName = 'BaetaWsConnections';
