// Runs the docs sample checker over the small pages in tests/fixtures/samples/docs. Paths are
// relative to the repository root, where the test suite runs.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { type CheckResult, checkSamples } from '../../plugins/code-blocks/samples/checker';

const DOCS = 'tests/fixtures/samples/docs';

describe('docs sample checker', () => {
  let result: CheckResult;
  const problemsOf = (page: string) => result.problems.filter((problem) => problem.location.startsWith(`${DOCS}/${page}:`));

  before(() => {
    result = checkSamples({
      docsDir: DOCS,
      fixturesDir: 'tests/fixtures/samples/generated',
      outDir: '.tmp/samples-unit',
      packagesDir: 'packages',
    });
  });

  it('passes a page whose blocks compile, including one that uses generated code from a fixture', () => {
    assert.deepEqual(problemsOf('good.mdx'), []);
  });

  it('reports a type error at the page line of the offending code, with the compiler message', () => {
    const [problem] = problemsOf('broken.mdx').filter((p) => p.message.includes('TS'));
    assert.equal(problem.location, `${DOCS}/broken.mdx:8`);
    assert.match(problem.message, /^error TS2322: Type 'string' is not assignable to type 'number'\./);
  });

  it('reports a GraphQL syntax error at the page line where parsing failed', () => {
    const [problem] = problemsOf('broken.mdx').filter((p) => p.message.startsWith('GraphQL'));
    assert.equal(problem.location, `${DOCS}/broken.mdx:14`);
    assert.match(problem.message, /Syntax Error: Expected Name, found <EOF>/);
  });

  it('skips blocks marked nocheck and counts them', () => {
    assert.equal(problemsOf('broken.mdx').length, 2);
    assert.equal(result.skipped, 1);
  });

  it('reports a schema block that no longer matches the schema its fixture was made from', () => {
    const [problem] = problemsOf('stale.mdx');
    assert.equal(problem.location, `${DOCS}/stale.mdx:5`);
    assert.match(problem.message, /differs from the copy the fixture tests\/fixtures\/samples\/generated\/stale was made from/);
  });

  it('types a sample that opens with the Workers reference with Workers globals and without Node types, apart from the others', () => {
    // The Workers sample compiles against the globals; the Node sample beside it still lacks them.
    const problems = problemsOf('workers.mdx');
    assert.deepEqual(problems.map((problem) => problem.location), [`${DOCS}/workers.mdx:28`], problems.map((problem) => problem.message).join('\n'));
    assert.match(problems[0]?.message ?? '', /^error TS\d+: Cannot find name 'D1Database'/);
  });

  it('lets a page replace a file of the page it builds on, and reports one that would replace a file of its own fixture', () => {
    // use.ts calls the page's two-argument greet: against greeting.mdx's one-argument version it would not compile.
    const problems = problemsOf('layered.mdx');
    assert.deepEqual(
      problems.map((problem) => `${problem.location} ${problem.message}`),
      [`${DOCS}/layered.mdx:23 the fixture tests/fixtures/samples/generated/layered/src/lib/own.ts has the same path; a fixture must not replace a sample`],
    );
  });

  it('counts the checked blocks and the pages that have any', () => {
    assert.deepEqual(
      { pages: result.pages, typescript: result.typescriptBlocks, graphql: result.graphqlBlocks },
      { pages: 6, typescript: 9, graphql: 4 },
    );
  });
});

describe('docs sample checker, limited to named pages', () => {
  it('checks only the pages it is given', () => {
    const result = checkSamples({
      docsDir: DOCS,
      fixturesDir: 'tests/fixtures/samples/generated',
      outDir: '.tmp/samples-unit-only',
      packagesDir: 'packages',
      only: ['good'],
    });
    assert.deepEqual({ pages: result.pages, problems: result.problems }, { pages: 1, problems: [] });
  });

  it('names a page that does not exist', () => {
    assert.throws(
      () => checkSamples({ docsDir: DOCS, fixturesDir: 'tests/fixtures/samples/generated', outDir: '.tmp/samples-unit-only', packagesDir: 'packages', only: ['nope'] }),
      /No docs page tests\/fixtures\/samples\/docs\/nope\.mdx/,
    );
  });
});
