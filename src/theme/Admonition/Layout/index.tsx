// Wrapped: the theme sizes an admonition's icon only in its stylesheet; without it, the icon's svg filled the column
// (1,264 px wide at 1280 px). The theme's icons pass their props to the svg, so width and height given here size it
// in the HTML; the stylesheet's 1.6em still wins. An icon that is not an element (text, an emoji) is left as it is.
import { cloneElement, isValidElement, type ReactNode } from 'react';
import Layout from '@theme-original/Admonition/Layout';
import type LayoutType from '@theme/Admonition/Layout';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof LayoutType>;
type SizeProps = { readonly width?: number | string; readonly height?: number | string };

const ICON_SIZE = 26;

function sized(icon: ReactNode): ReactNode {
  if (!isValidElement<SizeProps>(icon)) return icon;
  const { width = ICON_SIZE, height = ICON_SIZE } = icon.props;
  return cloneElement(icon, { width, height });
}

export default function LayoutWrapper({ icon, ...props }: Props): ReactNode {
  return <Layout {...props} icon={sized(icon)} />;
}
