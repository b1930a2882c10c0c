/**
 * Why a search did not answer, in the words the modal and the search page show. Either back end fails in one
 * of two ways a reader can act on: the service could not be reached (a network fault, a timeout, an index file
 * that did not load: trying again may help), or it answered with a refusal (HTTP 4xx, such as Algolia's 403
 * for a wrong or revoked key: trying again will not help, the site's settings must change).
 */
import { translate } from '@docusaurus/Translate';

export type SearchFailure = { readonly kind: 'unreachable' } | { readonly kind: 'refused'; readonly status: number };

/** Algolia's client throws ApiError with the HTTP status for an answer it will not retry (4xx). */
export function searchFailureOf(error: unknown): SearchFailure {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' && status >= 400 && status < 500 ? { kind: 'refused', status } : { kind: 'unreachable' };
}

/** The spec's words for a failed search, with an explanation fitting the failure. */
export function failureTexts(failure: SearchFailure, unreachableHelp?: string): { title: string; help: string } {
  const title = translate({ id: 'theme.SearchModal.errorScreen.titleText', message: 'Unable to fetch results' });
  if (failure.kind === 'refused') {
    const help = translate(
      {
        id: 'site.search.refused',
        message: 'The search service refused the request (HTTP {status}): the site\'s search settings are wrong, and trying again will not help. The sidebar still leads to every page.',
        description: 'Shown when the hosted search answers with a 4xx status, such as 403 for a wrong key',
      },
      { status: String(failure.status) },
    );
    return { title, help };
  }
  const help =
    unreachableHelp ??
    translate({ id: 'theme.SearchModal.errorScreen.helpText', message: 'You might want to check your network connection.' });
  return { title, help };
}
