import { useEffect, useState, type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { permalinkRoute } from '../../../plugins/markdown-twins/route';
import styles from './styles.module.css';

// "Was this page helpful?" at the end of a doc page. The answer stays in the reader's browser (nothing is
// sent anywhere); with storage disabled it is kept for the visit. A report link opens a GitHub issue that
// names the page.

type Answer = 'yes' | 'no';

const storageKey = (permalink: string) => `baeta-feedback:${permalink}`;

// Storage access throws when the browser blocks it (private modes, site settings, sandboxed frames).
function readAnswer(permalink: string): Answer | null {
  try {
    const value = window.localStorage.getItem(storageKey(permalink));
    return value === 'yes' || value === 'no' ? value : null;
  } catch {
    return null;
  }
}

function storeAnswer(permalink: string, answer: Answer): void {
  try {
    window.localStorage.setItem(storageKey(permalink), answer);
  } catch {
    // Kept in memory only; the reader still sees their answer.
  }
}

/** A new-issue URL on the repository, pre-filled with the page's title and address. */
export function reportUrl(repositoryUrl: string, title: string, pageUrl: string): string {
  const params = new URLSearchParams({
    title: `Docs: problem on “${title}”`,
    body: `Page: ${pageUrl}\n\nWhat is wrong, unclear or missing:\n\n`,
  });
  return `${repositoryUrl}/issues/new?${params.toString()}`;
}

export default function PageFeedback({ title, permalink }: { readonly title: string; readonly permalink: string }): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const repositoryUrl = String(siteConfig.customFields?.repositoryUrl ?? '');
  const [answer, setAnswer] = useState<Answer | null>(null);

  // Read after hydration: the prerendered page cannot know the reader's answer.
  useEffect(() => setAnswer(readAnswer(permalink)), [permalink]);

  const choose = (value: Answer) => {
    setAnswer(value);
    storeAnswer(permalink, value);
  };

  return (
    <aside className={styles.feedback} aria-labelledby="page-feedback-question">
      <div className={styles.row}>
        <span id="page-feedback-question" className={styles.question}>
          Was this page helpful?
        </span>
        <span className={styles.buttons}>
          {(['yes', 'no'] as const).map((value) => (
            <button
              key={value}
              type="button"
              className={styles.button}
              aria-pressed={answer === value}
              onClick={() => choose(value)}>
              {value === 'yes' ? 'Yes' : 'No'}
            </button>
          ))}
        </span>
      </div>
      <p className={styles.thanks} role="status">
        {answer === 'yes' && 'Thanks! Your answer is saved in this browser only.'}
        {answer === 'no' && 'Thanks. Tell us what was missing with the link below; your answer stays in this browser.'}
      </p>
      <a href={reportUrl(repositoryUrl, title, `${siteConfig.url}${permalinkRoute(permalink)}`)} target="_blank" rel="noopener noreferrer">
        Report a problem with this page
      </a>
    </aside>
  );
}
