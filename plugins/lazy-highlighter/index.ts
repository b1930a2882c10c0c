import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from '@docusaurus/types';

// The classic theme registers Prism's extra languages from a client module, which puts prism-react-renderer
// (Prism and about twenty grammars, ~150 ms of start-up work on a mid-range phone) in every page's main
// bundle. This plugin empties that client module; src/theme/CodeBlock/Content loads Prism with the code blocks
// instead, in their own chunk, and registers the languages there. It also defines __PRERENDER__ (true in
// the server bundle only), so the code block can import the highlighter directly when prerendering: a
// component that suspends there would be streamed in after its fallback instead of inline.

const require = createRequire(import.meta.url);

export function themeLanguagesModule(): string {
  return join(dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib', 'prism-include-languages');
}

export default function lazyHighlighter(): Plugin {
  return {
    name: 'lazy-highlighter',
    configureWebpack(_config, isServer, { currentBundler }) {
      return {
        resolve: { alias: { [`${themeLanguagesModule()}$`]: false } },
        plugins: [new currentBundler.instance.DefinePlugin({ __PRERENDER__: JSON.stringify(isServer) })],
      };
    },
  };
}
