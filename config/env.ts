/**
 * Reads and validates every environment variable the build uses, so a wrong value
 * stops the build with a message that names the variable and the fix.
 * The README lists the same variables with their defaults.
 */

import { BASE_URL_RULE, PLAIN_BASE_URL } from './base-url.mjs';

export class SiteEnvError extends Error {
  constructor(message: string) {
    super(`docusaurus.config.ts (config/env.ts): ${message}`);
    this.name = 'SiteEnvError';
  }
}

export interface AlgoliaEnv {
  readonly appId: string;
  readonly apiKey: string;
  readonly indexName: string;
}

export interface SiteEnv {
  /** Canonical origin of the site, without a trailing slash. */
  readonly siteUrl: string;
  /** Base path the site is served under; starts and ends with '/'. */
  readonly baseUrl: string;
  /** Hosted search settings, or null when the local index is used. */
  readonly algolia: AlgoliaEnv | null;
  /** Where the site's sources are edited: a page's path relative to the site (docs/intro.mdx) is appended. */
  readonly editUrl: string;
}

export const DEFAULT_SITE_URL = 'https://baeta.io';
export const DEFAULT_BASE_URL = '/';
export const DEFAULT_EDIT_URL = 'https://github.com/andreisergiu98/baeta/edit/main/website/';

const ALGOLIA_VARIABLES = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

type Env = Readonly<Record<string, string | undefined>>;

function readSiteUrl(env: Env): string {
  const raw = env.SITE_URL?.trim() || DEFAULT_SITE_URL;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new SiteEnvError(
      `SITE_URL="${raw}" is not an absolute URL. Set it to an origin such as https://baeta.io, or unset it to use ${DEFAULT_SITE_URL}.`,
    );
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new SiteEnvError(`SITE_URL="${raw}" must use http or https.`);
  }
  if (parsed.pathname !== '/' || parsed.search || parsed.hash) {
    throw new SiteEnvError(
      `SITE_URL="${raw}" must be an origin only (no path, query or hash). Put a path prefix in BASE_URL instead.`,
    );
  }
  return parsed.origin;
}

function readBaseUrl(env: Env): string {
  const raw = env.BASE_URL?.trim() || DEFAULT_BASE_URL;
  if (!PLAIN_BASE_URL.test(raw)) {
    throw new SiteEnvError(`BASE_URL="${raw}" ${BASE_URL_RULE}.`);
  }
  return raw;
}

function readEditUrl(env: Env): string {
  const raw = env.EDIT_URL?.trim() || DEFAULT_EDIT_URL;
  let parsed: URL | undefined;
  try {
    parsed = new URL(raw);
  } catch {
    parsed = undefined;
  }
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') || !raw.endsWith('/')) {
    throw new SiteEnvError(
      `EDIT_URL="${raw}" must be an http(s) URL ending in "/", the folder a page's path (docs/intro.mdx) is appended to, ` +
        `such as ${DEFAULT_EDIT_URL}; unset it to use that default.`,
    );
  }
  return raw;
}

function readAlgolia(env: Env): AlgoliaEnv | null {
  const values = ALGOLIA_VARIABLES.map((name) => env[name]?.trim() ?? '');
  const missing = ALGOLIA_VARIABLES.filter((_, index) => values[index] === '');
  if (missing.length === ALGOLIA_VARIABLES.length) {
    return null;
  }
  if (missing.length > 0) {
    throw new SiteEnvError(
      `Algolia search needs all of ${ALGOLIA_VARIABLES.join(', ')}; missing ${missing.join(', ')}. ` +
        'Set the missing variable, or unset all three to use the local search index.',
    );
  }
  const [appId, apiKey, indexName] = values as [string, string, string];
  return { appId, apiKey, indexName };
}

export function readSiteEnv(env: Env = process.env): SiteEnv {
  return { siteUrl: readSiteUrl(env), baseUrl: readBaseUrl(env), algolia: readAlgolia(env), editUrl: readEditUrl(env) };
}
