import type { LoadContext, Plugin } from '@docusaurus/types';

export interface AnnouncementResetOptions {
  /** The announcement bar's current id (themeConfig.announcementBar.id). */
  readonly id: string;
}

// The theme decides before hydration whether to hide the bar from the stored "dismissed" flag alone, so a
// reader who closed an old announcement would not see a new one until a second visit. This script, run at
// the start of <body>, clears that flag as soon as the stored id differs from the current one.
export function announcementResetScript(id: string): string {
  const storedId = JSON.stringify('docusaurus.announcement.id');
  const dismissed = JSON.stringify('docusaurus.announcement.dismiss');
  return `(function(){try{if(localStorage.getItem(${storedId})!==${JSON.stringify(id)}){localStorage.setItem(${dismissed},'false');document.documentElement.setAttribute('data-announcement-bar-initially-dismissed','false');}}catch(e){}})();`;
}

export default function announcementReset(_context: LoadContext, options: AnnouncementResetOptions): Plugin {
  if (!options.id) {
    throw new Error('plugins/announcement-reset: the "id" option is required; pass themeConfig.announcementBar.id.');
  }
  return {
    name: 'announcement-reset',
    injectHtmlTags() {
      return { preBodyTags: [{ tagName: 'script', innerHTML: announcementResetScript(options.id) }] };
    },
  };
}
