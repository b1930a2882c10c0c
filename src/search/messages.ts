import { translate } from '@docusaurus/Translate';

/** Under `npm start` there is no index until a production build has written one; the search UI says so. */
export const IS_DEV = process.env.NODE_ENV === 'development';

export function devNoIndexMessage(): string {
  return translate({
    id: 'site.search.devNoIndex',
    message:
      'No search index yet: it is made by a production build. Run "npm run build" (it writes build/pagefind/), then search again.',
    description: 'Shown by the search modal and page under the development server when no index has been built',
  });
}
