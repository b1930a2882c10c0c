/**
 * The /search page: reads `q` from the address, keeps the address in step as the reader types, and lists the
 * pages that match, each with its best sections, excerpts highlighted. The same page on either back end
 * (src/search/page-search.ts): the local index runs the modal's query (src/search/pagefind-client.ts), so it
 * lists the same results in the same order; Algolia gets the modal's facet filters.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { HtmlClassNameProvider, PageMetadata, usePluralForm, useSearchQueryString } from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import Translate, { translate } from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import translations from '@theme/SearchTranslations';
import { failureTexts, searchFailureOf, type SearchFailure } from '@site/src/search/failure';
import type { PageSearch } from '@site/src/search/page-search';
import type { FacetFilters, PageHits } from '@site/src/search/pagefind-hits';
import { devNoIndexMessage, IS_DEV } from '@site/src/search/messages';
import { boundQuery, MAX_QUERY_LENGTH } from '@site/src/search/query';
import LeftOutNote from '@site/src/search/LeftOutNote';
import SpellingNote, { EXACT_PARAM } from '@site/src/search/SpellingNote';
import styles from './styles.module.css';

export interface SiteSearchPageProps {
  /** The back end that answers: the local index or Algolia. */
  readonly search: PageSearch;
  /** Under `npm start` without a built index, a failed search says how to build one. */
  readonly local: boolean;
}

const DESCRIPTION = 'Search the Baeta documentation: guides, getting started, extensions, plugins, the API reference and the blog.';
const PAGE_SIZE = 10;
const SECTIONS_PER_PAGE = 3;
const TYPING_PAUSE_MS = 200;

type Results =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly query: string }
  | { readonly status: 'error'; readonly query: string; readonly failure: SearchFailure }
  | {
      readonly status: 'done';
      readonly query: string;
      readonly total: number;
      readonly pages: readonly PageHits[];
      readonly sections: Readonly<Record<string, number>>;
      readonly correctedQuery?: string;
      readonly omittedWords?: readonly string[];
    };

// The sidebar's order; a section not listed here (a new top-level category) follows them.
const SECTION_ORDER = ['Docs', 'Getting Started', 'Guides', 'Extensions', 'Plugins', 'Reference', 'API', 'Blog'];
const sectionRank = (section: string) => {
  const rank = SECTION_ORDER.indexOf(section);
  return rank < 0 ? SECTION_ORDER.length : rank;
};

function pageTitle(query: string): string {
  return query
    ? translate(
        { id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"' },
        { query },
      )
    : translate({ id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation' });
}

function Html({ as: Tag = 'span', html, className }: { readonly as?: 'span' | 'p'; readonly html: string; readonly className?: string }) {
  // The HTML comes from pagefind-hits.ts: escaped text with <mark> around the matched words.
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

function Result({ page, sections }: PageHits): ReactNode {
  const processUrl = useSearchResultUrlProcessor();
  return (
    <li className={styles.result}>
      <article>
        <Html as="p" className={styles.section} html={page.hierarchy.lvl0} />
        <Heading as="h2" className={styles.title}>
          <Link to={processUrl(page.url)}>
            <Html html={page._snippetResult.hierarchy.lvl1.value} />
          </Link>
        </Heading>
        {page._snippetResult.content.value && <Html as="p" className={styles.excerpt} html={page._snippetResult.content.value} />}
        {sections.length > 0 && (
          <ul className={styles.sections}>
            {sections.map((section) => (
              <li key={section.objectID}>
                <Link to={processUrl(section.url)}>
                  <Html html={section._snippetResult.hierarchy.lvl1.value} />
                </Link>
                <Html as="p" className={styles.excerpt} html={section._snippetResult.content.value} />
              </li>
            ))}
          </ul>
        )}
      </article>
    </li>
  );
}

function Status({ results, local, onRetry }: { readonly results: Results; readonly local: boolean; readonly onRetry: () => void }): ReactNode {
  const { selectMessage } = usePluralForm();
  if (results.status === 'error') {
    const { titleText, helpText } = translations.modal?.errorScreen ?? {};
    const texts = failureTexts(results.failure, IS_DEV && local ? devNoIndexMessage() : helpText);
    return (
      <>
        <strong>{titleText ?? texts.title}</strong> {texts.help}{' '}
        {results.failure.kind === 'unreachable' && (
          <button type="button" className={styles.linkButton} onClick={onRetry}>
            Try again
          </button>
        )}
      </>
    );
  }
  if (results.status !== 'done') return null;
  if (results.total === 0) {
    return <Translate id="theme.SearchPage.noResultsText">No results were found</Translate>;
  }
  return selectMessage(
    results.total,
    translate(
      { id: 'theme.SearchPage.documentsFound.plurals', message: 'One document found|{count} documents found' },
      { count: results.total },
    ),
  );
}

interface SearchChoices {
  /** Only this section's pages, or all. */
  readonly section: string | null;
  /** Run the query as typed, without spelling correction. */
  readonly exact: boolean;
}

function useSiteSearch(search: PageSearch, query: string, { section, exact }: SearchChoices) {
  const contextual = useAlgoliaContextualFacetFilters();
  const filtersKey = JSON.stringify(contextual);
  // The theme types its filters as Algolia's recursive FacetFilters; what it returns is a list of strings and
  // lists of strings, the shape searchPages takes.
  const facetFilters = useMemo(() => JSON.parse(filtersKey) as FacetFilters, [filtersKey]);
  const [results, setResults] = useState<Results>({ status: 'idle' });
  const latest = useRef(0);

  const run = useCallback(
    async (offset: number, previous: readonly PageHits[]) => {
      const ticket = ++latest.current;
      try {
        const options = { facetFilters, offset, limit: PAGE_SIZE, maxSections: SECTIONS_PER_PAGE, ...(section !== null && { section }), exact };
        const { total, pages, sections, correctedQuery, omittedWords } = await search(query, options);
        if (ticket === latest.current) {
          setResults({ status: 'done', query, total, pages: [...previous, ...pages], sections, ...(correctedQuery && { correctedQuery }), ...(omittedWords && { omittedWords }) });
        }
      } catch (error) {
        if (ticket === latest.current) setResults({ status: 'error', query, failure: searchFailureOf(error) });
      }
    },
    [search, query, facetFilters, section, exact],
  );

  useEffect(() => {
    if (!query) {
      latest.current += 1;
      setResults({ status: 'idle' });
      return undefined;
    }
    setResults({ status: 'loading', query });
    const timer = window.setTimeout(() => void run(0, []), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [query, run]);

  const loadMore = useCallback(() => {
    if (results.status === 'done') void run(results.pages.length, results.pages);
  }, [results, run]);

  const retry = useCallback(() => {
    setResults({ status: 'loading', query });
    void run(0, []);
  }, [query, run]);

  return { results, loadMore, retry };
}

/** Narrows the results to one section of the site; each button says how many of the query's pages it has. */
function SectionFilter({
  sections,
  selected,
  onSelect,
}: {
  readonly sections: Readonly<Record<string, number>>;
  readonly selected: string | null;
  readonly onSelect: (section: string | null) => void;
}): ReactNode {
  const total = Object.values(sections).reduce((sum, count) => sum + count, 0);
  const names = Object.keys(sections)
    .filter((name) => (sections[name] ?? 0) > 0 || name === selected)
    .sort((a, b) => sectionRank(a) - sectionRank(b) || (a < b ? -1 : a > b ? 1 : 0));
  const choice = (name: string | null, label: string, count: number) => (
    <button
      key={name ?? ''}
      type="button"
      className={styles.sectionChoice}
      aria-pressed={selected === name}
      onClick={() => onSelect(name)}>
      {label} <span className={styles.count}>{count}</span>
    </button>
  );
  return (
    <div className={styles.sectionFilter} role="group" aria-label="Filter results by section">
      {choice(null, 'All', total)}
      {names.map((name) => choice(name, name, sections[name] ?? 0))}
    </div>
  );
}

/** The query the page was opened to run as typed (a "search instead for" link from the modal), if any. */
function useExactQueryFromUrl(isBrowser: boolean): string | null {
  return useMemo(() => {
    if (!isBrowser) return null;
    const params = new URLSearchParams(window.location.search);
    const typed = params.get('q');
    return params.get(EXACT_PARAM) === '1' && typed !== null ? boundQuery(typed) : null;
  }, [isBrowser]);
}

// Inside <Layout>: the contextual filters read the docs version context that the layout provides.
function SearchContent({ search, local }: SiteSearchPageProps): ReactNode {
  const [urlQuery, setQuery] = useSearchQueryString();
  const isBrowser = useIsBrowser();
  // The prerendered page has no query: while it hydrates, render it as the server did (a different title
  // would be React's hydration error #418), then the URL's, no longer than the modal's field allows.
  const query = isBrowser ? boundQuery(urlQuery) : '';
  const [section, setSection] = useState<string | null>(null);
  // As typed: the query the reader chose "search instead for", else the one the page was opened with.
  // Typing another query starts over, since it equals neither.
  const openedExact = useExactQueryFromUrl(isBrowser);
  const [exactQuery, setExactQuery] = useState<string | null>(null);
  const exact = query === (exactQuery ?? openedExact);
  const { results, loadMore, retry } = useSiteSearch(search, query, { section, exact });
  const title = pageTitle(query);
  return (
    <main className="container margin-vert--lg">
      <PageMetadata title={title} description={DESCRIPTION} />
      {/* The page itself may be indexed; its result lists may not (https://github.com/facebook/docusaurus/pull/3233). */}
      {query && (
        <Head>
          <meta name="robots" content="noindex, follow" />
        </Head>
      )}
      <Heading as="h1">{title}</Heading>
      <noscript>
        <p className={styles.status}>
          <Translate id="site.search.needsJavaScript">
            Search runs in the browser and needs JavaScript, which is turned off. The sidebar and the links on each page still lead everywhere.
          </Translate>
        </p>
      </noscript>
      <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <input
          type="search"
          name="q"
          maxLength={MAX_QUERY_LENGTH}
          className={styles.input}
          placeholder={translate({ id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here' })}
          aria-label={translate({ id: 'theme.SearchPage.inputLabel', message: 'Search' })}
          onChange={(event) => setQuery(event.target.value)}
          value={query}
          autoComplete="off"
        />
      </form>
      {results.status === 'done' && Object.keys(results.sections).length > 0 && (
        <SectionFilter sections={results.sections} selected={section} onSelect={setSection} />
      )}
      <p className={styles.status} role="status">
        <Status results={results} local={local} onRetry={retry} />
      </p>
      {results.status === 'done' && results.correctedQuery && (
        <SpellingNote
          corrected={results.correctedQuery}
          original={
            <button type="button" className={styles.linkButton} onClick={() => setExactQuery(query)}>
              {query}
            </button>
          }
        />
      )}
      {results.status === 'done' && results.omittedWords && <LeftOutNote words={results.omittedWords} />}
      {results.status === 'done' && results.pages.length > 0 && (
        <>
          <ol className={styles.results}>
            {results.pages.map((result) => (
              <Result key={result.page.objectID} {...result} />
            ))}
          </ol>
          {results.pages.length < results.total && (
            <button type="button" className="button button--secondary" onClick={loadMore}>
              <Translate id="site.search.showMore">Show more results</Translate>
            </button>
          )}
        </>
      )}
    </main>
  );
}

export default function SiteSearchPage(props: SiteSearchPageProps): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <Layout>
        <SearchContent {...props} />
      </Layout>
    </HtmlClassNameProvider>
  );
}
