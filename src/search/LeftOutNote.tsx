/**
 * "No page has all your words: showing results without kubernetes": said by the search modal's footer and the
 * search page when the client ran the query without some of the reader's words (pagefind-client.ts).
 */
import { Fragment, type ReactNode } from 'react';

export default function LeftOutNote({ words }: { readonly words: readonly string[] }): ReactNode {
  return (
    <p className="search-left-out-note">
      No page has all your words: showing results without{' '}
      {words.map((word, index) => (
        <Fragment key={word}>
          {index > 0 && (index === words.length - 1 ? ' and ' : ', ')}
          <strong>{word}</strong>
        </Fragment>
      ))}
      .
    </p>
  );
}
