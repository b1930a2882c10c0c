// TypeDoc plugin: once TypeDoc has converted every package and starts rendering, the files its programs shared
// (./shared-source-files.cjs) are dropped, so the rest of the build does not carry them in its heap.
import { RendererEvent } from 'typedoc';
import shared from './shared-source-files.cjs';

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.renderer.on(RendererEvent.BEGIN, () => shared.releaseSharedSourceFiles());
}
