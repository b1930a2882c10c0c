// Wrapped: ends every doc page with the "Was this page helpful?" question and a report link.
import type { ReactNode } from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import PageFeedback from '@site/src/components/PageFeedback';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  return (
    <>
      <Footer {...props} />
      <PageFeedback title={metadata.title} permalink={metadata.permalink} />
    </>
  );
}
