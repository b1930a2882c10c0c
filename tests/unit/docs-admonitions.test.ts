// A framework defect is described once, on the Known issues page. Every :::warning, :::caution or :::danger on
// another hand-written page (docs/api is generated) is either about such a defect, and then links to its entry,
// or it is not a warning. Each finding names the file and line: `docs/guides/x.mdx:42: …`.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

const KNOWN_ISSUES = 'docs/known-issues.mdx';
const KNOWN_ISSUES_ROUTE = '/docs/known-issues';
const GENERATED_DOCS = 'docs/api/';

type Admonition = { kind: string; line: number; body: string };

const OPENING_FENCE = /^\s*(`{3,}|~{3,})/;
const OPENING_ADMONITION = /^\s*(:{3,})(warning|caution|danger)\b/;

/** Each line of a page with whether it belongs to a code fence (its opening and closing lines included). */
function linesWithFences(source: string): { line: string; index: number; inFence: boolean }[] {
  let fence: RegExp | undefined;
  return source.split(/\r?\n/).map((line, index) => {
    if (fence) {
      if (fence.test(line)) fence = undefined;
      return { line, index, inFence: true };
    }
    const opening = OPENING_FENCE.exec(line);
    if (opening) fence = new RegExp(`^\\s*${opening[1][0]}{${opening[1].length},}\\s*$`);
    return { line, index, inFence: opening !== null };
  });
}

/** The warning, caution and danger admonitions of a page, with the 1-based line that opens each; code fences are skipped. */
export function warningsIn(source: string): Admonition[] {
  const found: Admonition[] = [];
  let open: (Admonition & { close: RegExp; lines: string[] }) | undefined;
  linesWithFences(source).forEach(({ line, index, inFence: fence }) => {
    if (open) {
      if (!fence && open.close.test(line)) {
        found.push({ kind: open.kind, line: open.line, body: open.lines.join('\n') });
        open = undefined;
      } else {
        open.lines.push(line);
      }
      return;
    }
    const admonition = fence ? null : OPENING_ADMONITION.exec(line);
    if (admonition) {
      // The title after the kind is part of what the reader sees, so a link there counts too.
      open = { kind: admonition[2], line: index + 1, body: '', close: new RegExp(`^\\s*${admonition[1]}\\s*$`), lines: [line] };
    }
  });
  if (open) found.push({ kind: open.kind, line: open.line, body: open.lines.join('\n') });
  return found;
}

/** The explicit heading anchors of a page, in MDX's comment form (an '#id' comment in braces), which Docusaurus 3.10 reads. */
export function anchorsOf(source: string): Set<string> {
  return new Set([...source.matchAll(/^#{2,6} .*\{\/\*\s*#([\w-]+)\s*\*\/\}\s*$/gm)].map((match) => match[1]));
}

const ANY_ADMONITION = /^\s*:{3,}(note|tip|info|warning|caution|danger|important|secondary|success)[ \t]+(?![[{])\S/;

/**
 * Admonitions titled the MDX 1 way (`:::warning Title`). With `future.v4` Docusaurus no longer converts that form,
 * so the whole block renders as plain text; the title goes in brackets.
 */
export function spaceTitledAdmonitions(file: string, source: string): string[] {
  return linesWithFences(source).flatMap(({ line, index, inFence }) => {
    const match = inFence ? null : ANY_ADMONITION.exec(line);
    return match ? [`${file}:${index + 1}: ':::${match[1]} Title' renders as plain text; write ':::${match[1]}[Title]'`] : [];
  });
}

/** The warnings of one page that do not link to the Known issues page (brokenEntryLinks checks the anchors). */
export function checkWarnings(file: string, source: string): string[] {
  return warningsIn(source)
    .filter((warning) => !/\]\(\/docs\/known-issues(?:#[\w-]+)?\)/.test(warning.body))
    .map(
      (warning) =>
        `${file}:${warning.line}: :::${warning.kind} does not link to ${KNOWN_ISSUES_ROUTE}; describe the defect there and link its entry, or make this plain text`,
    );
}

/** Links anywhere on a page to an anchor that the Known issues page does not have. */
export function brokenEntryLinks(file: string, source: string, knownAnchors: ReadonlySet<string>): string[] {
  return source.split(/\r?\n/).flatMap((line, index) =>
    [...line.matchAll(/\/docs\/known-issues#([\w-]+)/g)]
      .filter(([, anchor]) => !knownAnchors.has(anchor))
      .map(([, anchor]) => `${file}:${index + 1}: ${KNOWN_ISSUES_ROUTE}#${anchor} is not an entry of ${KNOWN_ISSUES}`),
  );
}

/** The hand-written docs pages, as paths from the repository root, sorted. */
function handWrittenPages(): string[] {
  return readdirSync('docs', { recursive: true, encoding: 'utf8' })
    .map((name) => `docs/${name.split('\\').join('/')}`)
    .filter((file) => /\.mdx?$/.test(file) && !file.startsWith(GENERATED_DOCS))
    .sort();
}

const page = (...lines: string[]) => lines.join('\n');

describe('checkWarnings', () => {
  it('accepts a warning that links to an entry of Known issues, in its title or its body', () => {
    const source = page(
      ':::warning[Exits with 0 ([known issue](/docs/known-issues#cli-exits-zero-on-error))]',
      'Check the output.',
      ':::',
      '',
      ':::danger',
      'See [Known issues](/docs/known-issues).',
      ':::',
    );
    assert.deepEqual(checkWarnings('docs/a.mdx', source), []);
  });

  it('reports a warning, caution or danger without a link, naming the file and line', () => {
    const source = page('Text.', '', ':::caution[Careful]', 'This costs an hour.', ':::', '', ':::tip', 'Tips are free.', ':::');
    assert.deepEqual(checkWarnings('docs/b.mdx', source), [
      'docs/b.mdx:3: :::caution does not link to /docs/known-issues; describe the defect there and link its entry, or make this plain text',
    ]);
  });

  it('ignores admonitions shown inside code, and takes a link after the closing line as outside the warning', () => {
    const source = page('````md', ':::warning', 'No link.', ':::', '````', '', '::::warning[Nested]', 'Body.', '::::', '[Known issues](/docs/known-issues)');
    assert.deepEqual(checkWarnings('docs/d.mdx', source), [
      'docs/d.mdx:7: :::warning does not link to /docs/known-issues; describe the defect there and link its entry, or make this plain text',
    ]);
  });
});

describe('spaceTitledAdmonitions', () => {
  it('reports a title written after a space, outside code, and accepts the bracket form and untitled blocks', () => {
    const source = page(':::tip Keep it short', 'Body.', ':::', '', ':::note[Fine]', ':::', '', ':::info', ':::', '', '```md', ':::warning Shown as code', '```');
    assert.deepEqual(spaceTitledAdmonitions('docs/f.mdx', source), [
      "docs/f.mdx:1: ':::tip Title' renders as plain text; write ':::tip[Title]'",
    ]);
  });
});

describe('brokenEntryLinks', () => {
  it('reports a link to an entry that does not exist, in a warning or anywhere else', () => {
    const source = page('Exits with 0 ([known issue](/docs/known-issues#cli-exits-zero-on-error)).', ':::warning', 'See [this](/docs/known-issues#gone).', ':::');
    assert.deepEqual(brokenEntryLinks('docs/e.mdx', source, new Set(['cli-exits-zero-on-error'])), [
      'docs/e.mdx:3: /docs/known-issues#gone is not an entry of docs/known-issues.mdx',
    ]);
  });
});

describe('the Known issues page', () => {
  const source = readFileSync(KNOWN_ISSUES, 'utf8');

  it('gives every entry an explicit anchor and a workaround', () => {
    const entries = source.split(/^(?=### )/m).slice(1);
    assert.ok(entries.length > 10, `${KNOWN_ISSUES}: expected its entries as ### headings`);
    const problems = entries.flatMap((entry) => {
      const heading = entry.split('\n')[0];
      return [
        ...(/\{\/\*\s*#[\w-]+\s*\*\/\}\s*$/.test(heading) ? [] : [`${heading}: no explicit anchor (an #id comment in braces); other pages link to it`]),
        ...(entry.includes('**Workaround:**') ? [] : [`${heading}: no **Workaround:** line`]),
      ];
    });
    assert.deepEqual(problems, []);
  });
});

describe('warnings on the docs pages', () => {
  const knownAnchors = anchorsOf(readFileSync(KNOWN_ISSUES, 'utf8'));
  const pages = handWrittenPages().filter((file) => file !== KNOWN_ISSUES);

  it('finds the hand-written pages and leaves out the generated API reference', () => {
    assert.ok(pages.includes('docs/guides/resolvers.mdx'), 'docs pages are missing');
    assert.deepEqual(pages.filter((file) => file.startsWith(GENERATED_DOCS)), []);
  });

  for (const file of pages) {
    it(`${file}: every warning, caution and danger links to an entry of Known issues, every such link exists, and titles use brackets`, () => {
      const source = readFileSync(file, 'utf8');
      const findings = [
        ...checkWarnings(file, source),
        ...brokenEntryLinks(file, source, knownAnchors),
        ...spaceTitledAdmonitions(file, source),
      ];
      assert.deepEqual(findings, [], findings.join('\n'));
    });
  }
});

describe('admonition titles in the blog', () => {
  for (const file of readdirSync('blog').filter((name) => /\.mdx?$/.test(name)).map((name) => `blog/${name}`)) {
    it(`${file}: titles use brackets`, () => {
      const findings = spaceTitledAdmonitions(file, readFileSync(file, 'utf8'));
      assert.deepEqual(findings, [], findings.join('\n'));
    });
  }
});
