// Wrapped so that Prism loads with the code blocks, in their own chunk, not in every page's main bundle
// (plugins/lazy-highlighter). Prerendered blocks keep their highlighted HTML until the chunk has loaded.
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type { Props } from '@theme/CodeBlock';

type Highlighter = ComponentType<Props>;

// Prerendering imports it directly: a lazy component there would make React stream the block after a fallback.
let loaded: Highlighter | null = __PRERENDER__
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- a static import would also reach the browser bundle
    (require('./Highlighted') as typeof import('./Highlighted')).default
  : null;

function loadHighlighter(): Promise<Highlighter> {
  return import('./Highlighted').then((module) => (loaded = module.default));
}

/** Shown when a page with code is reached in the browser before the highlighter has loaded. */
function PlainCodeBlock({ children, className }: Props): ReactNode {
  return (
    <div className="theme-code-block margin-bottom--lg">
      <pre className={`prism-code ${className ?? ''}`}>
        <code>{children}</code>
      </pre>
    </div>
  );
}

export default function CodeBlock(props: Props): ReactNode {
  const [Highlighted, setHighlighted] = useState<Highlighter | null>(() => loaded);
  // On the first render during hydration the prerendered block is already on screen.
  const [hydrating] = useState(!useIsBrowser());
  useEffect(() => {
    if (!Highlighted) void loadHighlighter().then((component) => setHighlighted(() => component));
  }, [Highlighted]);
  if (Highlighted) return <Highlighted {...props} />;
  // Leaves the prerendered markup as it is (React does not touch the children of an element it hydrates with
  // dangerouslySetInnerHTML); the highlighted block replaces it, identical, once loaded.
  if (hydrating) return <div dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  return <PlainCodeBlock {...props} />;
}
