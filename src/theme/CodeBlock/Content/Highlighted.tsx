// The theme's code block content with Prism and the site's extra languages (themeConfig.prism.additionalLanguages),
// which plugins/lazy-highlighter keeps out of the main bundle. Loaded by ./index.tsx.
import { Prism } from 'prism-react-renderer';
import Content from '@theme-original/CodeBlock/Content';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);

export default Content;
