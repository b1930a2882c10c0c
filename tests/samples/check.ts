// Type-checks every ts/tsx block and parses every graphql block of the hand-written docs.
// Run from the repository root:
//   TSX_TSCONFIG_PATH=tests/tsconfig.json node --import tsx tests/samples/check.ts
// Prints each problem as `docs/page.mdx:line message` and exits with 1 when there is any.
import { checkSamples } from './checker';

const result = checkSamples({
  docsDir: 'docs',
  fixturesDir: 'tests/samples/fixtures',
  outDir: '.tmp/samples',
  packagesDir: 'packages',
});

for (const problem of result.problems) console.error(`${problem.location} ${problem.message}`);

console.log(`Checked ${result.typescriptBlocks} TypeScript blocks and ${result.graphqlBlocks} GraphQL blocks in ${result.pages} pages`);
console.log(`Skipped ${result.skipped} ${result.skipped === 1 ? 'block' : 'blocks'} marked nocheck`);
if (result.problems.length > 0) {
  console.error(`${result.problems.length} ${result.problems.length === 1 ? 'problem' : 'problems'} found; the laid-out pages are in .tmp/samples.`);
  process.exit(1);
}
