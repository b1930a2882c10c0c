// Declarations for modules the search bar imports that ship no types of their own here. Delete the 'react-dom'
// block once @types/react-dom is a devDependency.
declare module 'react-dom' {
  import type { ReactNode, ReactPortal } from 'react';

  export function createPortal(children: ReactNode, container: Element | DocumentFragment, key?: string | null): ReactPortal;
}

// DocSearch's lazily loaded entry points: the modal alone, and its stylesheet.
declare module '@docsearch/react/modal' {
  export { DocSearchModal } from '@docsearch/react';
}
declare module '@docsearch/react/style';
