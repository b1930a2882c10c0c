// TypeDoc plugin: makes every TypeDoc warning or error fail the build, with the messages that name
// the item. docusaurus-plugin-typedoc on its own only logs them and carries on with a partial reference.
import { LogLevel, RendererEvent } from 'typedoc';

// Undocumented-item warnings that do not fail the build: declarations from node_modules (ink and esbuild
// are re-exported whole; their comments are not ours to write). Fields of inline object types are documented
// in packages/ like any other member, so a build prints no warning anyone has to read past.
const TOLERATED_UNDOCUMENTED = [/defined in .*node_modules\/.*does not have any documentation/];

// eslint-disable-next-line no-control-regex
const stripColour = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

const PREFIX = 'API reference (TypeDoc, typedoc.json):';

/**
 * @param {string[]} messages
 * @returns {Error}
 */
export function declarationError(messages) {
  return new Error(
    `${PREFIX} ${messages.length} problem(s) in the declarations under packages/:\n` +
      messages.map((message) => `  - ${message}`).join('\n') +
      '\nFix the items named above: every export needs a TSDoc comment, and every {@link} must resolve.',
  );
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  /** @type {string[]} */
  const problems = [];
  const log = app.logger.log.bind(app.logger);

  // Throwing from the logger is what reaches Docusaurus: TypeDoc catches errors thrown by event
  // handlers and only logs them, so the error-level log of our own failure is where it escapes.
  app.logger.log = (message, level) => {
    log(message, level);
    if (level < LogLevel.Warn) return;
    const text = stripColour(message);
    if (level === LogLevel.Warn) {
      if (!TOLERATED_UNDOCUMENTED.some((pattern) => pattern.test(text))) problems.push(text);
      return;
    }
    const ours = text.indexOf(PREFIX);
    if (ours >= 0) throw new Error(text.slice(ours));
    problems.push(text);
    throw declarationError(problems);
  };

  app.renderer.on(RendererEvent.BEGIN, () => {
    if (problems.length > 0) throw declarationError(problems);
  });
}
