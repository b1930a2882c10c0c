// What TypeDoc gets when it imports "typescript" (./typescript-hook.mjs): see ./shared-source-files.cjs.
module.exports = require('./shared-source-files.cjs').typescriptForTypeDoc;
