/**
 * DocSearch's "Unable to fetch results" screen, shown by the search bar itself. DocSearch sets its error status
 * when the search client fails with RetryError, but autocomplete-core resets the status to idle as the request
 * settles, and React renders both updates at once, so DocSearch's own screen never appears (DocSearch 3.9,
 * autocomplete-core 1.17). This renders the same markup into the modal's dropdown; styles.css hides the rest.
 */
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { ModalTranslations } from '@docsearch/react';
import { failureTexts, type SearchFailure } from './failure';

export const FAILED_CLASS = 'search-failed';

export interface FailedSearchScreenProps {
  /** The element the modal was rendered into. */
  readonly container: HTMLElement;
  readonly failure: SearchFailure;
  readonly translations: ModalTranslations['errorScreen'];
  /** Runs the query in the modal's field again, in a new modal (DocSearch cannot be asked to repeat one). */
  readonly onRetry: (query: string) => void;
}

export default function FailedSearchScreen({ container, failure, translations = {}, onRetry }: FailedSearchScreenProps): ReactNode {
  const dropdown = container.querySelector('.DocSearch-Dropdown');
  if (!dropdown) return null;
  const { title, help } = failureTexts(failure, translations.helpText);
  const retry = () => onRetry(container.querySelector<HTMLInputElement>('.DocSearch-Input')?.value ?? '');
  return createPortal(
    <div className="DocSearch-ErrorScreen" role="alert">
      <p className="DocSearch-Title">{translations.titleText ?? title}</p>
      <p className="DocSearch-Help">{help}</p>
      {/* A refusal (a wrong key) comes back however often it is asked. */}
      {failure.kind === 'unreachable' && (
        <button type="button" className="button button--primary button--sm" onClick={retry}>
          Try again
        </button>
      )}
    </div>,
    dropdown,
  );
}
