/**
 * Drops a stored colour mode the site cannot show. The theme's inline script copies the stored choice into
 * <html data-theme> unchecked, so a damaged one ("LIGHT", "system", "light " with a space) matched neither mode's
 * styles: no logo, no toggle icon, code without colours, until the reader toggled. This script runs in <head>,
 * before the theme's at the top of <body>, and removes any value but "light" and "dark"; the theme then applies
 * the default mode. The content security policy allows it by its hash (plugins/content-security-policy reads the
 * built pages).
 */
import type { LoadContext, Plugin, SiteStorage } from '@docusaurus/types';

/** The theme's storage key for the colour mode (theme-common's ColorModeStorageKey), before the site's namespace. */
const COLOR_MODE_KEY = 'theme';

/** The inline script: storage can be unavailable (blocked, sandboxed frames), and then there is nothing to repair. */
export function colorModeGuardScript({ type, namespace }: SiteStorage): string {
  const storage = JSON.stringify(type);
  const key = JSON.stringify(`${COLOR_MODE_KEY}${namespace}`);
  return (
    `(function(){try{var s=window[${storage}],v=s.getItem(${key});` +
    `if(v!==null&&v!=="light"&&v!=="dark")s.removeItem(${key})}catch(e){}})();`
  );
}

export default function colorModeGuard(context: LoadContext): Plugin {
  const script = colorModeGuardScript(context.siteStorage);
  return {
    name: 'color-mode-guard',
    injectHtmlTags() {
      return { headTags: [{ tagName: 'script', innerHTML: script }] };
    },
  };
}
