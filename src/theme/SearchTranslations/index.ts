// Wrapped: the spec words the search modal's empty state 'No results for'; Docusaurus 3.10's theme says
// 'No results found for'. (Its i18n/en/code.json route would also make the docs plugin require a translation
// key for every duplicated label of the generated API sidebar.)
import original from '@theme-original/SearchTranslations';

const translations: typeof original = {
  ...original,
  modal: {
    ...original.modal,
    noResultsScreen: { ...original.modal?.noResultsScreen, noResultsText: 'No results for' },
  },
};

export default translations;
