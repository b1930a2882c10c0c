// The theme's code block with Prism and the site's extra languages (themeConfig.prism.additionalLanguages),
// which plugins/lazy-highlighter keeps out of the main bundle. Loaded by ./index.tsx.
import type { ComponentType } from 'react';
import { Prism } from 'prism-react-renderer';
import CodeBlock from '@theme-original/CodeBlock';
import type { Props } from '@theme/CodeBlock';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);

export default CodeBlock as ComponentType<Props>;
