/**
 * "Showing results for pagination — search instead for (the misspelled words)": said by the search modal's footer and
 * the search page when the client ran a corrected query (spelling.ts). `original` is the control that runs
 * the reader's own words: a link to the search page from the modal, a button on the page.
 */
import type { ReactNode } from 'react';

/** URL parameter that tells the search page to run the query as typed. */
export const EXACT_PARAM = 'exact';

/** A search page link (from useSearchLinkCreator) that runs its query as typed. */
export function exactSearchLink(searchLink: string): string {
  return `${searchLink}${searchLink.includes('?') ? '&' : '?'}${EXACT_PARAM}=1`;
}

export default function SpellingNote({ corrected, original }: { readonly corrected: string; readonly original: ReactNode }): ReactNode {
  return (
    <p className="search-spelling-note">
      Showing results for <strong>{corrected}</strong> — search instead for <em>{original}</em>
    </p>
  );
}
