// TypeDoc plugin: makes every TypeDoc warning or error fail the build, with the messages that name
// the item. docusaurus-plugin-typedoc on its own only logs them and carries on with a partial reference.
import { LogLevel, RendererEvent } from 'typedoc';

// ink and esbuild are re-exported whole; their own declarations are not ours to document.
const THIRD_PARTY_UNDOCUMENTED = /defined in .*node_modules\/.*does not have any documentation/;

// eslint-disable-next-line no-control-regex
const stripColour = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

/**
 * @param {string[]} messages
 * @returns {Error}
 */
export function declarationError(messages) {
  return new Error(
    `API reference (TypeDoc, typedoc.json): ${messages.length} problem(s) in the declarations under packages/:\n` +
      messages.map((message) => `  - ${message}`).join('\n') +
      '\nFix the items named above: every export needs a TSDoc comment, and every {@link} must resolve.',
  );
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  /** @type {string[]} */
  const problems = [];
  let failed = false;
  const log = app.logger.log.bind(app.logger);

  app.logger.log = (message, level) => {
    log(message, level);
    if (failed || level < LogLevel.Warn) return;
    const text = stripColour(message);
    if (level === LogLevel.Warn && THIRD_PARTY_UNDOCUMENTED.test(text)) return;
    problems.push(text);
    if (level === LogLevel.Error) {
      failed = true;
      throw declarationError(problems);
    }
  };

  app.renderer.on(RendererEvent.BEGIN, () => {
    if (problems.length > 0) {
      failed = true;
      throw declarationError(problems);
    }
  });
}
