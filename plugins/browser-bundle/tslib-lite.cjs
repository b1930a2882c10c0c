// The browser build's tslib (see ./index.ts): only the helpers the bundle's modules call. Asking for any
// other helper throws at once, naming the fix, rather than failing later as "is not a function".
function __importDefault(mod) {
  return mod && mod.__esModule ? mod : { default: mod };
}

const helpers = { __importDefault };

module.exports = new Proxy(helpers, {
  get(target, name) {
    if (typeof name === 'string' && name.startsWith('__') && name !== '__esModule' && !(name in target)) {
      throw new Error(
        `plugins/browser-bundle/tslib-lite.cjs has no tslib helper ${name}, which a module of the browser bundle ` +
          'now calls: add it there (copied from tslib) or remove the tslib alias in plugins/browser-bundle/index.ts.',
      );
    }
    return target[name];
  },
});
