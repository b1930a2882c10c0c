// `node scripts/build-variants.mjs [name…]` builds the named deployment variants (scripts/site-variants.mjs),
// all of them when none is named, each into its own folder; `npm test` does this after the default build.
import { buildVariants, SITE_VARIANTS } from './site-variants.mjs';

const names = process.argv.slice(2);
const unknown = names.filter((name) => !SITE_VARIANTS.some((variant) => variant.name === name));
if (unknown.length > 0) {
  console.error(`scripts/build-variants.mjs: no variant named ${unknown.join(', ')}; the variants are ${SITE_VARIANTS.map((variant) => variant.name).join(', ')}.`);
  process.exit(2);
}
const chosen = names.length > 0 ? SITE_VARIANTS.filter((variant) => names.includes(variant.name)) : SITE_VARIANTS;
const built = await buildVariants(chosen);
process.exit(built.every(Boolean) ? 0 : 1);
