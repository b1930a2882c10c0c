// Swizzled (ejected, it is small) because the theme's version highlights in the browser with Prism: here the
// lines were highlighted when the site was built and come as markup (src/theme/CodeBlock). Code made in the
// browser without markup is shown plain.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock/Content';
import { useCodeBlockMarkup } from '@site/src/components/CodeBlockMarkup';
import { useHoverPopups } from '@site/src/components/CodeBlockMarkup/useHoverPopups';

export default function CodeBlockContent({ className }: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const markup = useCodeBlockMarkup();
  const numbered = metadata.lineNumbersStart !== undefined;
  useHoverPopups(wordWrap.codeBlockRef, markup?.hovers);
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- scrollable code is focusable, as in the theme
      tabIndex={0}
      className={clsx(className, 'code-block', 'thin-scrollbar', `language-${metadata.language}`)}
      data-hovers={markup?.hovers}>
      <code
        className={clsx('code-lines', numbered && 'code-lines--numbered')}
        style={numbered ? { counterReset: `line ${(metadata.lineNumbersStart ?? 1) - 1}` } : undefined}
        {...(markup === undefined ? { children: metadata.code } : { dangerouslySetInnerHTML: { __html: markup.html } })}
      />
    </pre>
  );
}
