// Swizzled (ejected, it is small) because the theme's version highlights in the browser with Prism: here the
// lines were highlighted when the site was built and come as markup (src/components/CodeBlockMarkup). Code
// made in the browser without markup is shown plain.
import { useEffect, useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';
import clsx from 'clsx';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock/Content';
import { useCodeBlockMarkup, useMarkupHtml } from '@site/src/components/CodeBlockMarkup';
import { useHoverPopups } from '@site/src/components/CodeBlockMarkup/useHoverPopups';

let remeasureQueued = false;

/**
 * The theme measures whether a block scrolls (and so gets its word-wrap button) when it mounts, when a tab shows
 * it, and on the window's resize event. A block away from the viewport is not laid out (content-visibility in
 * src/css/code-blocks.css), so on mount it measures as not scrolling. When one that does scroll is first laid
 * out, a resize event, once a frame at most, has the theme measure again: the theme offers no other way in.
 */
function useMeasureWhenLaidOut(pre: RefObject<HTMLPreElement | null>, knownToScroll: boolean): void {
  useEffect(() => {
    const block = pre.current;
    if (!block || knownToScroll) return undefined;
    const laidOut = (event: Event) => {
      if ((event as Event & { skipped?: boolean }).skipped || block.scrollWidth <= block.clientWidth || remeasureQueued) return;
      remeasureQueued = true;
      requestAnimationFrame(() => {
        remeasureQueued = false;
        window.dispatchEvent(new Event('resize'));
      });
    };
    block.addEventListener('contentvisibilityautostatechange', laidOut);
    return () => block.removeEventListener('contentvisibilityautostatechange', laidOut);
  }, [pre, knownToScroll]);
}

export default function CodeBlockContent({ className }: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const markup = useCodeBlockMarkup();
  const code = useRef<HTMLElement>(null);
  const { html, keep } = useMarkupHtml(markup?.markup, code);
  const numbered = metadata.lineNumbersStart !== undefined;
  useHoverPopups(wordWrap.codeBlockRef, markup?.hovers);
  useMeasureWhenLaidOut(wordWrap.codeBlockRef, wordWrap.isCodeScrollable);
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- scrollable code is focusable, as in the theme
      tabIndex={0}
      className={clsx(className, 'code-block', 'thin-scrollbar', `language-${metadata.language}`)}
      // Its height before it is first laid out (content-visibility in src/css/code-blocks.css).
      style={{ '--code-lines': metadata.code.split('\n').length } as CSSProperties}>
      <code
        ref={code}
        className={clsx('code-lines', numbered && 'code-lines--numbered')}
        style={numbered ? { counterReset: `line ${(metadata.lineNumbersStart ?? 1) - 1}` } : undefined}
        // While hydrating, an empty inner HTML with the warning suppressed keeps the prerendered markup.
        suppressHydrationWarning={keep}
        {...(html === undefined && !keep ? { children: metadata.code } : { dangerouslySetInnerHTML: { __html: html ?? '' } })}
      />
    </pre>
  );
}
