// Ejected to drop the theme's remount of every code block after hydration (`key={isBrowser}`), which only
// re-coloured prerendered code for the reader's mode. The code colours are CSS custom properties here
// (plugins/code-theme), so prerendered blocks stay as they are and need no Prism (./Content).
import { Children, isValidElement, type ReactNode } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';

/** Joins plain-text children into one string, which makes the block highlightable and copyable. */
function joinText(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({ children, ...props }: Props): ReactNode {
  const content = joinText(children);
  return typeof content === 'string' ? (
    <StringContent {...props}>{content}</StringContent>
  ) : (
    <ElementContent {...props}>{content}</ElementContent>
  );
}
