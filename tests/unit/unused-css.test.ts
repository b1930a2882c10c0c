import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { rspack } from '@rspack/core';
import { dropUnusedCss, DropUnusedCssPlugin, SITE_STYLESHEET } from '../../plugins/unused-css';
import { selectorIsUsed } from '../../plugins/unused-css/selectors';

/** Files in a temporary folder: `files` maps paths under it to their text. */
function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'baeta-unused-css-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const STYLES = [
  '.in-script{color:green}',
  '.in-code-table{color:blue}',
  '.nowhere{color:pink}',
  'blockquote{margin:0}',
  ':where(.in-script):not(.only-in-not):hover{color:teal}',
  '.in-script,.nowhere{padding:0}',
].join('\n');

// The bundler Docusaurus uses here (@docusaurus/faster), with the site's css-loader.
const siteRequire = createRequire(join(process.cwd(), 'package.json'));

const asset = (text: string) => ({ source: () => text });

describe('plugins/unused-css', () => {
  it('keeps the rules a script or a code table it names uses, and drops the rest', async () => {
    const tables = folder({ 'abc123.json': '["<span class=\\"in-code-table\\">x</span>"]', 'fff000.json': '["<span class=\\"nowhere\\">"]' });
    const assets = {
      'assets/js/main.abc.js': 'el.classList.add("in-script"); fetch("/assets/code/abc123.json")',
      'assets/css/styles.0123abcd.css': asset(STYLES),
      'assets/css/19186.0123abcd.css': asset('.modal-only{color:red}'),
    };
    const updated = new Map<string, string>();
    const report = await dropUnusedCss(
      { ...assets, 'assets/js/main.abc.js': asset(assets['assets/js/main.abc.js']) },
      { dir: tables, route: 'assets/code/' },
      (name, css) => updated.set(name, css),
    );
    assert.deepEqual([...updated.keys()], ['assets/css/styles.0123abcd.css'], "only the site stylesheet; the search modal's is left whole");
    const css = updated.get('assets/css/styles.0123abcd.css') ?? '';
    for (const kept of ['.in-script{', '.in-code-table{']) assert.ok(css.includes(kept), `${kept} kept`);
    assert.ok(!css.includes('.nowhere'), 'a class no file names goes, also from a selector list; a table no script names does not count');
    assert.ok(css.includes('blockquote'), 'element names are not checked: a rule for an element stays');
    // `.b` in `:not(.b)` is used by not being there: the rule stays (Infima's `:where(.button--primary):not(.button--outline):hover`).
    assert.ok(css.includes(':where(.in-script):not(.only-in-not):hover'));
    assert.deepEqual(report, { before: STYLES.length, after: css.length, dropped: 2 });
  });

  it('stops with a message naming the table when a script names one that is missing', async () => {
    const tables = folder({});
    await assert.rejects(
      dropUnusedCss({ 'main.js': asset('"/assets/code/beef.json"'), 'styles.01234567.css': asset(STYLES) }, { dir: tables, route: 'assets/code/' }, () => undefined),
      /names the code table beef\.json, which is not in .*npx docusaurus clear/,
    );
  });

  it('requires the classes and ids outside functional pseudo-classes only', () => {
    const words = new Set(['card', 'card__body', 'main']);
    assert.equal(selectorIsUsed('.card > .card__body', words), true);
    assert.equal(selectorIsUsed('.card .card__footer', words), false);
    assert.equal(selectorIsUsed('#main .card', words), true);
    assert.equal(selectorIsUsed('#nav .card', words), false);
    assert.equal(selectorIsUsed(':where(.card):not(.card--outline):hover', words), true);
    assert.equal(selectorIsUsed('.card:has(> .card__image)', words), true);
    assert.equal(selectorIsUsed('html[data-theme=dark] .card', words), true);
    assert.equal(selectorIsUsed('blockquote > p', words), true);
  });

  // Issue 38: the stylesheet was rewritten after the build, so new CSS went out under a name browsers cache as
  // immutable. With the same CSS source and different scripts, the shipped bytes differ, and so must the name.
  it('runs before the bundler names the stylesheet by its content, so its name changes with its bytes', async () => {
    const build = async (usedClass: string) => {
      const dir = folder({
        'index.js': `import './styles.css';\ndocument.body.className = ${JSON.stringify(usedClass)};\n`,
        'styles.css': '.first{color:red}\n.second{color:blue}\n',
      });
      const compiler = rspack({
        mode: 'production',
        context: dir,
        entry: './index.js',
        output: { path: join(dir, 'out'), filename: '[name].[contenthash:8].js' },
        module: { rules: [{ test: /\.css$/, use: [rspack.CssExtractRspackPlugin.loader, siteRequire.resolve('css-loader')], type: 'javascript/auto' }] },
        plugins: [
          new rspack.CssExtractRspackPlugin({ filename: 'styles.[contenthash:8].css' }),
          new DropUnusedCssPlugin({ codeTables: { dir, route: 'assets/code/' } }),
        ],
        optimization: { minimize: false },
      });
      const log = console.log;
      console.log = () => undefined;
      try {
        await new Promise<void>((resolve, reject) =>
          compiler.run((error, stats) => {
            compiler.close(() => undefined);
            if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
            else resolve();
          }),
        );
      } finally {
        console.log = log;
      }
      const [name = ''] = readdirSync(join(dir, 'out')).filter((file) => SITE_STYLESHEET.test(file));
      return { name, css: readFileSync(join(dir, 'out', name), 'utf8') };
    };
    const first = await build('first');
    const second = await build('second');
    assert.ok(first.css.includes('.first') && !first.css.includes('.second'), first.css);
    assert.ok(second.css.includes('.second') && !second.css.includes('.first'), second.css);
    assert.notEqual(first.name, second.name, 'different bytes under the same immutable name');
  });
});
