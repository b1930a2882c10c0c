// The shape of a base URL, shared by the build (config/env.ts) and the static server (scripts/serve.mjs), so that
// the server serves whatever the build accepts: "/" or "/<segment>/.../", no segment empty, "." or "..", and none
// with a character that needs %-encoding (the characters RFC 3986 allows in a path segment, less "%"). Requests'
// decoded paths are matched against it as written.
export const PLAIN_BASE_URL = /^\/(?:(?!\.{1,2}\/)[A-Za-z0-9\-._~!$&'()*+,;=:@]+\/)*$/;

/** What a wrong BASE_URL is told, by the build and the server alike. */
export const BASE_URL_RULE =
  'must start and end with "/" and be a plain path: no empty, "." or ".." segment, only letters, digits and ' +
  "-._~!$&'()*+,;=:@ between the slashes (for example \"/\" or \"/baeta/\")";
