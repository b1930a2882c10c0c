// Wrapped: puts the page menu (the page's project, copy as Markdown, open in an assistant) beside every doc page's title.
import type { ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import PageMenu from '@site/src/components/PageMenu';
import { projectZipPath } from '@site/plugins/sample-projects/paths';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const { metadata, frontMatter } = useDoc();
  const projectZip = useBaseUrl(projectZipPath(metadata.id));
  return (
    <>
      <PageMenu permalink={metadata.permalink} {...('project' in frontMatter && { projectZip })} />
      <Content {...props} />
    </>
  );
}
