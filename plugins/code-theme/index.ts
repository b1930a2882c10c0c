import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { codeThemeCss } from '../../config/prism';

// Adds the code colours of both modes (config/prism.ts) to the site's stylesheet, written from the same
// palettes the contrast test checks, so they are set in one place.
export default function codeTheme(context: LoadContext): Plugin {
  const file = join(context.generatedFilesDir, 'code-theme', 'palette.css');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, codeThemeCss());
  return {
    name: 'code-theme',
    getClientModules: () => [file],
  };
}
