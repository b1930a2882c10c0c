/**
 * What readers type, mapped to the pages that answer it: the local search's synonym table (plugins/search-index/
 * keywords.ts puts each rule's reader words on the pages its site names title). Readers come from Apollo Server,
 * GraphQL Yoga, graphql-modules and GraphQL Code Generator, or just describe a problem; the docs use Baeta's words.
 *
 * Review a rule against the page it leads to: the page must answer a reader who typed those words. A site name
 * is a page title (or words of titles): the page titled exactly so is the concept's home; the build stops when
 * a name is in no title. Keep reader words specific: a common word ("type", "server") added here outranks the
 * pages that really use it. Words the docs already use on the right page need no rule.
 */
import type { SynonymRule } from '../plugins/search-index/keywords';

export const SEARCH_SYNONYMS: readonly SynonymRule[] = [
  // Defects and limitations are described once, on Known issues (CONTRIBUTING.md).
  { readers: ['bug', 'bugs', 'defect', 'defects', 'gotcha', 'gotchas', 'caveat', 'caveats', 'limitation', 'limitations', 'workaround', 'workarounds'], site: ['Known issues'] },
  // The N+1 problem, and DataLoader's batching, are the Data loading guide.
  { readers: ['N+1', 'dataloader', 'dataloaders', 'batching', 'batch loading'], site: ['Data loading'] },
  { readers: ['unit test', 'unit tests', 'unit testing', 'jest', 'vitest', 'testkit', 'mocking'], site: ['Testing'] },
  // Serverless hosts, each with its integration.
  { readers: ['serverless', 'faas'], site: ['Lambda', 'Workers'] },
  // "auth" is both halves: who you are (a JWT, the Authentication recipe) and what you may do ($auth rules).
  { readers: ['auth', 'login', 'sign in', 'jwt', 'bearer token'], site: ['Authentication', 'Authorization'] },
  { readers: ['authentication'], site: ['Authorization'], twoWay: true },
  // Apollo's @auth directive, graphql-shield, role checks: the authorization extension's $auth rules.
  { readers: ['@auth', 'permissions', 'access control', 'rbac', 'roles', 'graphql-shield', 'shield', 'guards'], site: ['Authorization'] },

  // Readers leaving another server: the landing page picks their guide.
  { readers: ['migrate', 'migrating', 'switch from', 'move from'], site: ['Coming from another server'] },
  // Apollo Server and GraphQL Code Generator (docs/migration/from-apollo-server.mdx, concept map).
  { readers: ['typeDefs', 'type defs', 'resolvers map', 'resolver map'], site: ['Your first module', 'Extend modules'] },
  { readers: ['mappers', 'mapper'], site: ['Parent types'] },
  { readers: ['dataSources', 'data sources', 'datasource', 'RESTDataSource'], site: ['Context', 'Data loading'] },
  { readers: ['codegen', 'codegen.yml', 'graphql-codegen', 'typescript-resolvers'], site: ['Configure the project', 'baeta.ts options'] },
  // Apollo Server plugins and Yoga/Envelop plugins: per-field behaviour is Baeta's extensions and middlewares.
  { readers: ['plugins'], site: ['Extensions', 'Middlewares'] },
  { readers: ['envelop', 'useEnvelop'], site: ['Middlewares', 'Observability'] },
  { readers: ['GraphQLError', 'error handling', 'error codes', 'maskedErrors', 'formatError'], site: ['Errors'] },
  { readers: ['APQ', 'persisted queries', 'automatic persisted queries', 'trusted documents'], site: ['Persisted operations'] },
  { readers: ['federation', 'subgraph', 'subgraphs', 'supergraph', 'gateway', 'stitching'], site: ['Migrate from Apollo Server', 'FAQ', 'Compared with other tools'] },

  // Schema files: where they go and how the generator finds them.
  { readers: ['.gql', '.graphql', 'gql files', 'sdl'], site: ['Your first module', 'baeta.ts options'] },

  // graphql-modules (docs/migration/from-graphql-modules.mdx, concept map).
  { readers: ['createModule'], site: ['Your first module'] },
  { readers: ['injector', 'dependency injection', 'providers', 'Injectable', 'per request', 'request scoped'], site: ['Context'] },
  { readers: ['middleware', 'interceptor', 'interceptors', 'resolver composition', 'composeResolvers'], site: ['Middlewares'] },

  // Schema concepts under their usual names elsewhere.
  { readers: ['schema directives', 'schema directive', 'custom directives', 'directive transformer', 'mapSchema'], site: ['Directives'] },
  { readers: ['validation', 'validate', 'constraints', 'constraint', 'class-validator', 'zod'], site: ['Input directives', 'Built-in directives'] },
  { readers: ['custom scalar', 'custom scalars', 'DateTime'], site: ['Scalars'] },
  { readers: ['resolveType', '__resolveType', 'isTypeOf'], site: ['Interfaces and unions'] },
  { readers: ['relay', 'cursor', 'connection', 'connections', 'paging'], site: ['Pagination'] },
  { readers: ['pubsub', 'publish'], site: ['Subscriptions'], twoWay: true },
  { readers: ['websocket', 'websockets', 'realtime', 'real-time'], site: ['Subscriptions'] },

  // Operations.
  { readers: ['env', 'dotenv', 'env vars', 'process.env', 'secrets'], site: ['Environment variables'] },
  { readers: ['rate limit', 'depth limit', 'query cost', 'cost analysis', 'query complexity'], site: ['Complexity'] },
  { readers: ['tracing', 'opentelemetry', 'otel', 'logging', 'metrics'], site: ['Observability'] },
  { readers: ['file upload', 'multipart', 'graphql-upload'], site: ['File uploads'] },
  { readers: ['docker', 'bundling', 'hosting'], site: ['Deployment'] },
  { readers: ['autoload', 'auto load', 'glob modules'], site: ['Autoloading'] },
  // The generator's output and its watch mode, under the names other tools give them.
  { readers: ['generate types', 'type generation', 'typegen'], site: ['Your first module', 'CLI'] },
  { readers: ['hot reload', 'hot reloading', 'live reload', 'nodemon'], site: ['CLI'] },
  { readers: ['tutorial', 'getting started', 'hello world', 'setup'], site: ['Quick start'] },
];
