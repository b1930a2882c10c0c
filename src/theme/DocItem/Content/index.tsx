// Wrapped: puts the page menu (copy as Markdown, open in an assistant) beside every doc page's title.
import type { ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import PageMenu from '@site/src/components/PageMenu';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  return (
    <>
      <PageMenu permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
