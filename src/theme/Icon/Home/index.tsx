// Wrapped: the theme sizes the breadcrumbs' home icon only in its stylesheet; without it, the svg filled the column
// (1,224 px wide at 1280 px) and pushed every doc page's title off the screen. Width and height attributes give it its
// size in the HTML; the stylesheet's 1.1rem still wins.
import type { ReactNode } from 'react';
import IconHome from '@theme-original/Icon/Home';
import type IconHomeType from '@theme/Icon/Home';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof IconHomeType>;

export default function IconHomeWrapper(props: Props): ReactNode {
  return <IconHome width={18} height={18} {...props} />;
}
