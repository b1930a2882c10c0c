// The build-time markup of a code block (plugins/code-blocks/remark.ts), named by `<table url>#<index>`, and
// the URL of its page's hover popup table, passed from src/theme/CodeBlock to its Content.
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { blockAt, loadTable, rememberBlock, tableAt } from './tables';

export interface MarkupRefs {
  readonly markup: string;
  readonly hovers?: string;
}

export const CodeBlockMarkup = createContext<MarkupRefs | undefined>(undefined);

const noSubscription = () => () => undefined;

export const useCodeBlockMarkup = (): MarkupRefs | undefined => useContext(CodeBlockMarkup);

/**
 * The block's markup, `html`, or `keep` to leave the block's prerendered HTML as it is. A block rendered on the
 * server (or by the dev server) finds its page's table registered. A block hydrating the prerendered page keeps
 * what the HTML holds, and remembers it for the case it mounts again. A block the browser renders (after a
 * client-side navigation) uses its remembered markup or the page's table, which it fetches; until that arrives
 * it shows its plain code. `code` is the element the markup goes in.
 */
export function useMarkupHtml(ref: string | undefined, code: RefObject<HTMLElement | null>): { html?: string; keep: boolean } {
  const [url = '', index = ''] = ref?.split('#') ?? [];
  const { baseUrl } = useDocusaurusContext().siteConfig;
  const fromTable = () => (url ? tableAt(url)?.[Number(index)] : undefined);
  // While rendering on the server or hydrating what the server rendered (also in a part of the page that
  // hydrates late), React reads the server snapshot.
  const hydrating = useSyncExternalStore(noSubscription, () => false, () => true);
  const [keep] = useState(() => hydrating && url !== '' && fromTable() === undefined);
  // The fetched table lives in ./tables; this state only renders the block again once it has arrived.
  const [, setFetched] = useState<readonly string[]>();
  const html = keep ? undefined : (fromTable() ?? (ref ? blockAt(ref) : undefined));
  useEffect(() => {
    if (keep && ref && code.current) rememberBlock(ref, code.current.innerHTML);
  }, [keep, ref, code]);
  useEffect(() => {
    if (keep || !url || html !== undefined) return undefined;
    let mounted = true;
    loadTable(url, baseUrl)
      .then((entries) => mounted && setFetched(entries))
      .catch(() => undefined); // Offline: the plain code stays.
    return () => {
      mounted = false;
    };
  }, [keep, url, html, baseUrl]);
  return { html, keep };
}
