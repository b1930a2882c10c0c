/**
 * The example project behind the docs (plugins/sample-projects zips each page's project for download): the
 * versions of every package a page's project may import, pinned to the versions the projects were run with
 * against the framework (CONTRIBUTING.md, "Run the pages' projects"), and what every project's package.json has.
 * A project that imports a package missing here stops the build, naming the page and this file.
 */
export const PROJECT_VERSIONS: Readonly<Record<string, string>> = {
  '@apollo/server': '5.5.1',
  '@as-integrations/express5': '1.1.2',
  '@baeta/cli': '1.0.12',
  '@baeta/compiler': '1.0.12',
  '@baeta/core': '1.0.12',
  '@baeta/directives': '1.0.12',
  '@baeta/env': '1.0.12',
  '@baeta/errors': '1.0.12',
  '@baeta/extension-auth': '1.0.12',
  '@baeta/extension-cache': '1.0.12',
  '@baeta/extension-cache-cloudflare': '1.0.12',
  '@baeta/extension-cache-keyv': '1.0.12',
  '@baeta/extension-cache-redis': '1.0.12',
  '@baeta/extension-cache-upstash': '1.0.12',
  '@baeta/extension-complexity': '1.0.12',
  '@baeta/generator-sdk': '1.0.3',
  '@baeta/plugin': '1.0.2',
  '@baeta/plugin-autoload': '1.0.12',
  '@baeta/plugin-cloudflare': '1.0.12',
  '@baeta/plugin-directives': '1.0.12',
  '@baeta/plugin-exec': '1.0.12',
  '@baeta/plugin-gitignore': '1.0.12',
  '@baeta/plugin-pagination': '1.0.12',
  '@baeta/plugin-prisma': '1.0.12',
  '@baeta/subscriptions-cloudflare': '0.1.7',
  '@baeta/subscriptions-pubsub': '1.0.12',
  '@baeta/util-env': '1.0.2',
  '@cloudflare/workers-types': '4.20260702.1',
  '@envelop/opentelemetry': '9.2.1',
  '@graphql-tools/schema': '10.1.5',
  '@graphql-tools/utils': '10.11.0',
  '@graphql-yoga/plugin-csrf-prevention': '3.24.1',
  '@graphql-yoga/plugin-persisted-operations': '3.24.1',
  '@hono/node-server': '2.1.9',
  '@opentelemetry/api': '1.9.1',
  '@opentelemetry/sdk-trace-base': '2.12.1',
  '@prisma/adapter-libsql': '7.10.0',
  '@prisma/client': '7.10.0',
  '@types/bun': '1.4.5',
  '@types/express': '5.0.6',
  '@types/node': '22.20.5',
  '@types/ws': '8.18.2',
  '@whatwg-node/fetch': '0.12.1',
  dataloader: '2.2.3',
  express: '5.3.0',
  fastify: '5.12.8',
  graphql: '16.15.0',
  'graphql-redis-subscriptions': '2.7.0',
  'graphql-scalars': '2.0.0',
  'graphql-sse': '2.6.1',
  'graphql-subscriptions': '3.0.0',
  'graphql-ws': '6.4.2',
  'graphql-yoga': '5.24.1',
  hono: '4.13.19',
  ioredis: '5.11.1',
  jose: '6.2.18',
  keyv: '5.6.0',
  next: '16.4.6',
  prisma: '7.10.0',
  react: '19.2.0',
  'react-dom': '19.2.0',
  typescript: '5.9.3',
  vitest: '3.2.7',
  // The last Wrangler whose types peer is the @cloudflare/workers-types 4.x the Workers samples are checked with.
  wrangler: '4.107.0',
  ws: '8.23.0',
};

/** Type packages for imports whose package ships no types. */
export const TYPES_PACKAGES: Readonly<Record<string, string>> = {
  express: '@types/express',
  ws: '@types/ws',
};

/** Modules a runtime provides: never dependencies. */
export const RUNTIME_MODULES = /^(node:|cloudflare:|bun(:|$))/;

/** What every project has, whatever it imports: the CLI and bundler, TypeScript and Node's types, and graphql-js. */
export const ALWAYS = { dependencies: ['@baeta/core', 'graphql'], devDependencies: ['@baeta/cli', '@baeta/compiler', 'typescript', '@types/node'] } as const;

/** Baeta 1.x runs on Node.js 22.12 or newer (ES modules only). */
export const NODE_ENGINE = '>=22.12';

/** Where the server answers when a page does not say otherwise. */
export const DEFAULT_REQUEST_URL = 'http://localhost:4000/graphql';
