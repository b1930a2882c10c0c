// Wrapped to show code highlighted at build time (plugins/code-blocks): the block's place in its page's markup
// table arrives as the `markup` prop (and its page's popup table as `hovers`) and ./Content renders it; the theme's title, buttons and copy (of the plain children) stay as they are.
// It also drops the theme's remount of every block after hydration (`key={isBrowser}`), which only re-coloured
// code for the reader's mode; colours are CSS here.
import { Children, isValidElement, type ReactNode } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';
import { CodeBlockMarkup } from '@site/src/components/CodeBlockMarkup';

/** Joins plain-text children into one string, which makes the block copyable. */
function joinText(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({ children, markup, hovers, ...props }: Props & { markup?: string; hovers?: string }): ReactNode {
  const content = joinText(children);
  if (typeof content !== 'string') return <ElementContent {...props}>{content}</ElementContent>;
  return (
    <CodeBlockMarkup.Provider value={markup === undefined ? undefined : { markup, hovers }}>
      <StringContent {...props}>{content}</StringContent>
    </CodeBlockMarkup.Provider>
  );
}
