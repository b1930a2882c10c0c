// Wrapped: gives the desktop table of contents a navigation landmark; on blog posts it sits outside <main>.
import type { ReactNode } from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof TOCType>;

export default function TOCWrapper(props: Props): ReactNode {
  return (
    <nav aria-label="On this page">
      <TOC {...props} />
    </nav>
  );
}
