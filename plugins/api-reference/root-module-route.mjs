// TypeDoc plugin: moves the page of each package's root entry point to /docs/api/<package>/root with a slug in
// its front matter (./root-module.mjs says why).
import { MarkdownPageEvent } from 'typedoc-plugin-markdown';
import { ROOT_MODULE_SLUG, isRootModulePage } from './root-module.mjs';

/** @param {import('typedoc-plugin-markdown').MarkdownApplication} app */
export function load(app) {
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (!isRootModulePage(page.url)) return;
    const contents = page.contents ?? '';
    if (contents.startsWith('---\n')) {
      page.contents = contents.replace(/^---\n/, `---\nslug: ${ROOT_MODULE_SLUG}\n`);
    } else {
      page.contents = `---\nslug: ${ROOT_MODULE_SLUG}\n---\n\n${contents}`;
    }
  });
}
