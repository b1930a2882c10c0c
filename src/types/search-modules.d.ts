// DocSearch's lazily loaded entry points: the modal alone, and its stylesheet.
declare module '@docsearch/react/modal' {
  export { DocSearchModal } from '@docsearch/react';
}
declare module '@docsearch/react/style';
