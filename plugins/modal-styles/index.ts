import type { Plugin } from '@docusaurus/types';

// Docusaurus puts all CSS in one stylesheet, which every page blocks on, so the search modal's styles, loaded
// with the modal, came with every page too (~2.5 KB of render-blocking CSS). Docusaurus's `styles` cache group
// takes every CSS module; narrowed here, the modal's stay in the modal's own chunk (src/search/SearchModal.tsx).

/** CSS loaded with the search modal, kept out of the site's one stylesheet. */
export const MODAL_STYLES = /[\\/](?:@docsearch[\\/]css[\\/]dist|src[\\/]theme[\\/]SearchBar)[\\/]modal\.css$/;

export default function modalStyles(): Plugin {
  return {
    name: 'modal-styles',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              styles: { test: (module: { nameForCondition?: () => string | null }) => !MODAL_STYLES.test(module.nameForCondition?.() ?? '') },
            },
          },
        },
      };
    },
  };
}
