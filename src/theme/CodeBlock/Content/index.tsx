// Wrapped so that pages opened directly never download Prism: their code was highlighted when they were
// prerendered, in colours that suit both modes (plugins/code-theme). Prism loads, in its own chunk, only for
// code that was not on the page the browser received, such as on a page reached by a link.
import { useEffect, useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { usePrismTheme } from '@docusaurus/theme-common';
import { useCodeBlockContext, type CodeBlockMetadata } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock/Content';

type Highlighter = ComponentType<Props>;

// Prerendering imports it directly: a lazy component there would make React stream the block after a fallback.
let loaded: Highlighter | null = __PRERENDER__
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- a static import would also reach the browser bundle
    (require('./Highlighted') as typeof import('./Highlighted')).default
  : null;

function loadHighlighter(): Promise<Highlighter> {
  return import('./Highlighted').then((module) => (loaded = module.default));
}

/**
 * The highlighted markup of the prerendered blocks on this page, by everything that shapes it (language, line
 * classes and numbering, code). The theme's tabs mount their content again right after hydration; the blocks in
 * them are rebuilt from here.
 */
const prerendered = new Map<string, { className: string; html: string }>();
const blockKey = ({ language, lineNumbersStart, lineClassNames, code }: CodeBlockMetadata) =>
  JSON.stringify([language, lineNumbersStart, lineClassNames, code]);

/** A block that came with the page, left exactly as it is. */
function Prerendered(): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  // A layout effect, so it has run before the theme's tabs mount again after hydration.
  useLayoutEffect(() => {
    const pre = wordWrap.codeBlockRef.current;
    if (pre) prerendered.set(blockKey(metadata), { className: pre.className, html: pre.innerHTML });
  }, [metadata, wordWrap.codeBlockRef]);
  // React does not compare or touch the attributes and children of an element it hydrates with
  // dangerouslySetInnerHTML and suppressHydrationWarning, and never updates them while __html stays the same.
  return <pre ref={wordWrap.codeBlockRef} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}

/** A block that first appears in the browser: plain until Prism has loaded, then highlighted. */
function Highlightable(props: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const { plain } = usePrismTheme();
  const [Highlighted, setHighlighted] = useState<Highlighter | null>(() => loaded);
  const [copy] = useState(() => prerendered.get(blockKey(metadata)));
  useEffect(() => {
    if (!Highlighted && !copy) void loadHighlighter().then((component) => setHighlighted(() => component));
  }, [Highlighted, copy]);
  if (copy) {
    return (
      <pre
        ref={wordWrap.codeBlockRef}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- scrollable code is focusable, as in the theme
        tabIndex={0}
        className={copy.className}
        style={plain}
        dangerouslySetInnerHTML={{ __html: copy.html }}
      />
    );
  }
  if (Highlighted) return <Highlighted {...props} />;
  return (
    <pre ref={wordWrap.codeBlockRef} className={clsx(props.className, 'prism-code', `language-${metadata.language}`)}>
      <code>{metadata.code}</code>
    </pre>
  );
}

/** Whether React is hydrating markup the server sent; `docusaurus start` renders into an empty root instead. */
function hasServerMarkup(): boolean {
  return document.getElementById('__docusaurus')?.hasChildNodes() === true;
}

export default function CodeBlockContent(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const [hydrating] = useState(() => !isBrowser && !__PRERENDER__ && hasServerMarkup());
  if (__PRERENDER__ && loaded) {
    const Highlighted = loaded;
    return <Highlighted {...props} />;
  }
  return hydrating ? <Prerendered /> : <Highlightable {...props} />;
}
