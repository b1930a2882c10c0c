// Type-checks every ts/tsx block and parses every graphql block of the hand-written docs.
// Run from the repository root:
//   TSX_TSCONFIG_PATH=tests/tsconfig.json node --import tsx tests/samples/check.ts [page-id …]
// Page ids (`guides/context`) limit the run to those pages, laid out in their own scratch folder so that
// several writers can check their pages at once.
// Prints each problem as `docs/page.mdx:line message` and exits with 1 when there is any.
import { magicComments } from '../../config/code-theme';
import { checkSamples } from '../../plugins/code-blocks/samples/checker';

const only = process.argv.slice(2);
const outDir = only.length === 0 ? '.tmp/samples' : `.tmp/samples-${only.join('+').replaceAll('/', '-')}`;
const result = checkSamples({
  docsDir: 'docs',
  fixturesDir: 'tests/samples/fixtures',
  outDir,
  packagesDir: 'packages',
  only,
  magicComments,
});

for (const problem of result.problems) console.error(`${problem.location} ${problem.message}`);

console.log(`Checked ${result.typescriptBlocks} TypeScript blocks and ${result.graphqlBlocks} GraphQL blocks in ${result.pages} pages`);
console.log(`Skipped ${result.skipped} ${result.skipped === 1 ? 'block' : 'blocks'} marked nocheck`);
if (result.problems.length > 0) {
  console.error(`${result.problems.length} ${result.problems.length === 1 ? 'problem' : 'problems'} found; the laid-out pages are in ${outDir}.`);
  process.exit(1);
}
