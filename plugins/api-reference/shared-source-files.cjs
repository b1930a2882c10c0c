// TypeDoc converts each package in packages/ with a TypeScript program of its own (entryPointStrategy
// "packages"), and each program parsed and bound the same files again: the standard library, @types/node,
// graphql and the other packages' declarations, about 4,900 files for 31 packages where 730 are distinct.
// TypeDoc creates those programs without a compiler host of its own, so ./typescript-hook.mjs hands TypeDoc
// this module's `typescriptForTypeDoc`, whose createProgram gives each program a host that reuses the files an
// earlier program parsed with the same compiler options, as TypeScript's language service does with its
// document registry. TypeDoc alone took 5.8 s instead of 9.7–11.1 s, with byte-identical pages.
const ts = require('typescript');

/** Parsed files by path, parse options and compiler options; each keeps the text it was parsed from. */
const parsed = new Map();

/** The parse settings of a file as a string: its path, language version, module format and compiler options. */
function cacheKey(fileName, languageVersionOrOptions, optionsKey) {
  const version =
    typeof languageVersionOrOptions === 'object'
      ? // setExternalModuleIndicator is a function of the compiler options, which are in optionsKey.
        JSON.stringify({ ...languageVersionOrOptions, setExternalModuleIndicator: undefined })
      : String(languageVersionOrOptions);
  return `${fileName}\n${version}\n${optionsKey}`;
}

/**
 * A compiler host whose getSourceFile returns the file an earlier host of this module parsed with the same
 * settings, as long as the file's text is unchanged (the dev server runs TypeDoc again after an edit).
 */
function sharingHost(options) {
  const host = ts.createCompilerHost(options, /* setParentNodes */ true);
  // The config file's own path differs between packages and changes neither parsing nor binding.
  const optionsKey = JSON.stringify({ ...options, configFile: undefined, configFilePath: undefined });
  const parse = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersionOrOptions, onError, shouldCreateNewSourceFile) => {
    if (shouldCreateNewSourceFile) return parse(fileName, languageVersionOrOptions, onError, true);
    const key = cacheKey(fileName, languageVersionOrOptions, optionsKey);
    const earlier = parsed.get(key);
    if (earlier && earlier.text === host.readFile(fileName)) return earlier;
    const file = parse(fileName, languageVersionOrOptions, onError);
    if (file) parsed.set(key, file);
    return file;
  };
  return host;
}

/** ts.createProgram, with a sharing host when the caller passes none. */
function createProgram(rootNamesOrOptions, options, host, oldProgram, configFileParsingDiagnostics) {
  const program = Array.isArray(rootNamesOrOptions)
    ? { rootNames: rootNamesOrOptions, options, host, oldProgram, configFileParsingDiagnostics }
    : { ...rootNamesOrOptions };
  program.host ??= sharingHost(program.options);
  return ts.createProgram(program);
}

/** Drops the parsed files, once TypeDoc is done with its programs: the rest of the build does not need them. */
function releaseSharedSourceFiles() {
  parsed.clear();
}

/** The typescript module as TypeDoc sees it: the real one, with createProgram sharing files. */
const typescriptForTypeDoc = Object.create(ts, { createProgram: { value: createProgram, enumerable: true } });

module.exports = { typescriptForTypeDoc, releaseSharedSourceFiles, sharedSourceFileCount: () => parsed.size };
