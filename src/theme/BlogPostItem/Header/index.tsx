// Wrapped: puts the page menu beside a post's title on the post's own page (not in the blog's list).
import type { ReactNode } from 'react';
import Header from '@theme-original/BlogPostItem/Header';
import type HeaderType from '@theme/BlogPostItem/Header';
import type { WrapperProps } from '@docusaurus/types';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import PageMenu from '@site/src/components/PageMenu';

type Props = WrapperProps<typeof HeaderType>;

export default function HeaderWrapper(props: Props): ReactNode {
  const { metadata, isBlogPostPage } = useBlogPost();
  return (
    <>
      {isBlogPostPage && <PageMenu permalink={metadata.permalink} />}
      <Header {...props} />
    </>
  );
}
