import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { permalinkRoute, twinRoute } from '../../../plugins/markdown-twins/route';
import styles from './styles.module.css';

// The page's actions for people who bring an assistant: copy the page's Markdown twin (plugins/markdown-twins),
// open it, or hand its URL to ChatGPT or Claude. The menu is a <details> element, so it opens with the keyboard
// and without JavaScript; script only adds copying, Escape and closing on an outside click.

type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

const COPY_LABELS: Record<CopyState, string> = {
  idle: 'Copy page',
  copying: 'Copying…',
  copied: 'Copied',
  failed: 'Copy failed',
};

const STATUS: Record<CopyState, string> = {
  idle: '',
  copying: '',
  copied: 'The page is on your clipboard as Markdown.',
  failed: 'Could not copy the page. Use “View as Markdown” and copy it from there.',
};

/** The prompt an assistant is opened with: it names the twin, so the assistant reads clean Markdown. */
export function assistantPrompt(twinUrl: string): string {
  return `Read ${twinUrl} so I can ask you questions about it.`;
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

async function copyMarkdown(url: string): Promise<void> {
  // A ClipboardItem built from a promise keeps the click's permission while the twin downloads (Safari needs it).
  if (typeof ClipboardItem === 'function') {
    const blob = fetchText(url).then((text) => new Blob([text], { type: 'text/plain' }));
    try {
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch {
      // Fall through: some browsers have ClipboardItem but refuse a promise in it.
    }
  }
  await navigator.clipboard.writeText(await fetchText(url));
}

export interface PageMenuProps {
  readonly permalink: string;
  /** Address of the page's project zip (plugins/sample-projects), when the page has one. */
  readonly projectZip?: string;
}

export default function PageMenu({ permalink, projectZip }: PageMenuProps): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const twin = twinRoute(permalinkRoute(permalink));
  const twinUrl = `${siteConfig.url}${twin}`;
  const prompt = encodeURIComponent(assistantPrompt(twinUrl));
  const [state, setState] = useState<CopyState>('idle');
  const menu = useRef<HTMLDetailsElement>(null);

  const copy = useCallback(async () => {
    setState('copying');
    try {
      await copyMarkdown(twin);
      setState('copied');
    } catch {
      setState('failed');
    }
  }, [twin]);

  useEffect(() => {
    if (state !== 'copied' && state !== 'failed') return undefined;
    const timer = window.setTimeout(() => setState('idle'), 4000);
    return () => window.clearTimeout(timer);
  }, [state]);

  useEffect(() => {
    const close = (event: Event) => {
      const details = menu.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        details.open = false;
        details.querySelector('summary')?.focus();
      } else if (!details.contains(event.target as Node)) {
        details.open = false;
      }
    };
    document.addEventListener('keydown', close);
    document.addEventListener('click', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('click', close);
    };
  }, []);

  return (
    <div className={styles.pageMenu} role="group" aria-label="Page actions">
      {projectZip && (
        <a className={styles.download} href={projectZip} download title="The complete, runnable project this page's samples come from">
          Download project
        </a>
      )}
      <button type="button" className={styles.copy} onClick={copy} disabled={state === 'copying'}>
        {COPY_LABELS[state]}
      </button>
      <details ref={menu} className={styles.more}>
        <summary className={styles.toggle} aria-label="More page actions">
          <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
            <path d="M3.5 6l4.5 4.5L12.5 6" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </summary>
        <ul className={styles.items}>
          <li>
            <a href={twin} target="_blank" rel="noopener noreferrer">
              View as Markdown
            </a>
          </li>
          <li>
            <a href={`https://chatgpt.com/?hints=search&q=${prompt}`} target="_blank" rel="noopener noreferrer">
              Open in ChatGPT
            </a>
          </li>
          <li>
            <a href={`https://claude.ai/new?q=${prompt}`} target="_blank" rel="noopener noreferrer">
              Open in Claude
            </a>
          </li>
        </ul>
      </details>
      <span className={styles.status} role="status">
        {STATUS[state]}
      </span>
    </div>
  );
}
