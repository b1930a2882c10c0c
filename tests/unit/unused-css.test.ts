import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { dropUnusedCss, selectorIsUsed } from '../../plugins/precompress/unused-css';

/** A built site in a temporary folder: `files` maps paths under it to their text. */
function site(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'baeta-unused-css-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const STYLES = [
  '.in-html{color:red}',
  '.in-script{color:green}',
  '.in-popup-table{color:blue}',
  '.nowhere{color:pink}',
  'blockquote{margin:0}',
  ':where(.in-html):not(.only-in-not):hover{color:teal}',
  '.in-html,.nowhere{padding:0}',
].join('\n');

describe('plugins/precompress/unused-css', () => {
  it('keeps the rules some page, script or popup table uses, and drops the rest', async () => {
    const dir = site({
      'docs/intro.html': '<main class="in-html"><p>text</p></main>',
      'assets/js/main.abc.js': 'el.classList.add("in-script")',
      'assets/code/abc.json': '["<span class=\\"in-popup-table\\">x</span>"]',
      'assets/css/styles.0123abcd.css': STYLES,
      'assets/css/19186.0123abcd.css': '.modal-only{color:red}',
    });
    const report = await dropUnusedCss(dir);
    const css = readFileSync(join(dir, 'assets/css/styles.0123abcd.css'), 'utf8');
    for (const kept of ['.in-html{', '.in-script{', '.in-popup-table{']) assert.ok(css.includes(kept), `${kept} kept`);
    assert.ok(!css.includes('.nowhere'), 'a class no file names goes, also from a selector list');
    assert.ok(css.includes('blockquote'), 'element names are not checked: a rule for an element stays');
    // `.b` in `:not(.b)` is used by not being there: the rule stays (Infima's `:where(.button--primary):not(.button--outline):hover`).
    assert.ok(css.includes(':where(.in-html):not(.only-in-not):hover'));
    assert.ok(css.includes('.in-html{padding:0}') || /\.in-html\s*\{\s*padding:\s*0\s*\}/.test(css));
    // The search modal's own stylesheet is left whole.
    assert.equal(readFileSync(join(dir, 'assets/css/19186.0123abcd.css'), 'utf8'), '.modal-only{color:red}');
    assert.equal(report.before, STYLES.length);
    assert.equal(report.after, css.length);
    assert.equal(report.dropped, 2, 'one whole rule and one selector of a list');
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
});
