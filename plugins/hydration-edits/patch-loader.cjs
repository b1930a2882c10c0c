// Applies ./index.ts's edits to one dependency file. An edit whose pattern no longer matches stops the build,
// naming the file, so an upgrade cannot quietly bring back the work it removed.
module.exports = function patchLoader(source) {
  const { edits, prepend = '' } = this.getOptions();
  let patched = source;
  for (const { pattern, replace } of edits) {
    const regexp = new RegExp(pattern);
    if (!regexp.test(patched)) {
      throw new Error(
        `${this.resourcePath}: plugins/hydration-edits expected to match /${pattern}/ and did not; the ` +
          'dependency changed. Update or remove this edit in plugins/hydration-edits/index.ts.',
      );
    }
    patched = patched.replace(regexp, replace);
  }
  return prepend + patched;
};
