// Apart from index.ts so that the page menu (src/components/PageMenu) names a page's zip the same way without
// pulling the plugin's Node code into the browser bundle.

/** Folder of the zips in the build, under the base URL. */
export const PROJECTS_DIR = 'projects';

/** The name of a page's project, its folder in the zip: `guides/context` -> `bookshelf-guides-context`. */
export function projectName(pageId: string): string {
  return `bookshelf-${pageId.replaceAll('/', '-')}`;
}

/** The zip's address for a page, relative to the base URL. */
export function projectZipPath(pageId: string): string {
  return `${PROJECTS_DIR}/${projectName(pageId)}.zip`;
}
