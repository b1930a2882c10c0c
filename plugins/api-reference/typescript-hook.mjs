// Module resolution hook (registered by ./register.cjs): TypeDoc's own `import ts from "typescript"` resolves to
// ./typescript-for-typedoc.cjs, which shares parsed files between TypeDoc's programs (./shared-source-files.cjs).
// Only TypeDoc's modules are redirected; everything else resolves as usual.
const TYPESCRIPT_FOR_TYPEDOC = new URL('./typescript-for-typedoc.cjs', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'typescript' && context.parentURL?.includes('/node_modules/typedoc/')) {
    return { url: TYPESCRIPT_FOR_TYPEDOC, format: 'commonjs', shortCircuit: true };
  }
  return nextResolve(specifier, context);
}
