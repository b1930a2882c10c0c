import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { codeThemeCss } from '../../config/code-theme';

// Code is highlighted when the site is built (./remark.ts), so no highlighter runs in the browser. This plugin
// adds the code colours of both modes to the stylesheet (config/code-theme.ts), and empties the classic theme's
// client module that registers Prism's extra languages: it would put Prism in every page's bundle for nothing.

const require = createRequire(import.meta.url);

const themeLanguagesModule = join(dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib', 'prism-include-languages');

export default function codeBlocks(context: LoadContext): Plugin {
  const file = join(context.generatedFilesDir, 'code-blocks', 'palette.css');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, codeThemeCss());
  return {
    name: 'code-blocks',
    getClientModules: () => [file],
    configureWebpack: () => ({ resolve: { alias: { [`${themeLanguagesModule}$`]: false } } }),
  };
}
