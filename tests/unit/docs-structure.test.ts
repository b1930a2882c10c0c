// The structure of every hand-written page in docs/ (not the generated docs/api/) and every post in blog/:
// a front-matter description, exactly one h1 and no skipped heading level. Each finding names the file and line:
// `docs/guides/x.mdx:42: heading "### Foo" skips from h1 to h3`. Then the docs as a whole: each page has a title of
// its own and one place in the sidebar.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { parse as parseYaml } from 'yaml';
import { handWrittenSidebar, type SidebarItem } from '../../config/docs-sidebar';

const GENERATED_DOCS = 'docs/api/';

/** The Markdown and MDX files under `dir`, as paths from the repository root, sorted. */
function pagesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => `${dir}/${name.split('\\').join('/')}`)
    .filter((file) => /\.mdx?$/.test(file) && !file.startsWith(GENERATED_DOCS))
    .sort();
}

type FrontMatter = {
  /** Parsed keys; empty without front matter or when it is not valid YAML. */
  data: Record<string, unknown>;
  /** 1-based line of the first body line (1 without front matter). */
  bodyStart: number;
  problem?: string;
};

/** Reads the front matter as Docusaurus does: a `---` first line, up to the next `---` line. */
function readFrontMatter(lines: string[]): FrontMatter {
  if (lines[0]?.trimEnd() !== '---') return { data: {}, bodyStart: 1, problem: 'no front matter' };
  const end = lines.findIndex((line, index) => index > 0 && line.trimEnd() === '---');
  if (end === -1) return { data: {}, bodyStart: 1, problem: 'front matter is not closed by a "---" line' };
  try {
    const data: unknown = parseYaml(lines.slice(1, end).join('\n')) ?? {};
    if (typeof data !== 'object' || Array.isArray(data)) return { data: {}, bodyStart: end + 2, problem: 'front matter is not a map of keys' };
    return { data: data as Record<string, unknown>, bodyStart: end + 2 };
  } catch (error) {
    return { data: {}, bodyStart: end + 2, problem: `front matter is not valid YAML: ${(error as Error).message.split('\n')[0]}` };
  }
}

type Heading = { level: number; text: string; line: number };

// An ATX heading: up to three spaces, one to six #, then a space or the end of the line; an optional closing run of #.
const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const OPENING_FENCE = /^\s*(`{3,}|~{3,})(.*)$/;
// A line that starts MDX rather than Markdown: an import or export, a JSX tag, a {…} expression or {/* comment */}.
const MDX_LINE = /^\s*(<|\{|import\s|export\s)/;
// A thematic break (three or more -, * or _); Docusaurus takes no title from an h1 below one.
const THEMATIC_BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;

/**
 * The Markdown headings of a page's body, with their 1-based lines, and the line of its first thematic break.
 * Lines inside fenced code blocks are skipped (a fence closes at a line of at least as many of the same
 * character), and so are MDX lines and the lines of an expression or tag they open, until its braces balance.
 */
function readHeadings(lines: string[], bodyStart: number): { headings: Heading[]; firstBreak: number } {
  const headings: Heading[] = [];
  let firstBreak = Infinity;
  let fence: RegExp | undefined;
  let braces = 0;
  for (let index = bodyStart - 1; index < lines.length; index += 1) {
    const line = lines[index];
    if (fence) {
      if (fence.test(line)) fence = undefined;
      continue;
    }
    const opening = OPENING_FENCE.exec(line);
    if (braces === 0 && opening && !(opening[1][0] === '`' && opening[2].includes('`'))) {
      fence = new RegExp(`^\\s*${opening[1][0]}{${opening[1].length},}\\s*$`);
      continue;
    }
    if (braces > 0 || MDX_LINE.test(line)) {
      braces = Math.max(0, braces + (line.match(/\{/g)?.length ?? 0) - (line.match(/\}/g)?.length ?? 0));
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) headings.push({ level: heading[1].length, text: heading[2] ?? '', line: index + 1 });
    else if (THEMATIC_BREAK.test(line) && firstBreak === Infinity) firstBreak = index + 1;
  }
  return { headings, firstBreak };
}

const show = (heading: Heading) => `heading "${'#'.repeat(heading.level)} ${heading.text}"`.replace(/ "$/, '"');

/** Every structure problem of one page, as `file:line: message`. */
function checkPageStructure(file: string, source: string): string[] {
  const lines = source.split(/\r?\n/);
  const findings: string[] = [];
  const at = (line: number, message: string) => findings.push(`${file}:${line}: ${message}`);

  const frontMatter = readFrontMatter(lines);
  if (frontMatter.problem) at(1, frontMatter.problem);
  const { description, title } = frontMatter.data;
  if (description === undefined || description === null) at(1, 'front matter has no description; add a one-sentence description');
  else if (typeof description !== 'string' || description.trim() === '') at(1, 'front matter description is empty; write a one-sentence description');
  const hasTitle = title !== undefined && title !== null;
  if (hasTitle && (typeof title !== 'string' || title.trim() === '')) at(1, 'front matter title is empty');

  const { headings, firstBreak } = readHeadings(lines, frontMatter.bodyStart);
  const h1s = headings.filter((heading) => heading.level === 1);
  if (hasTitle) {
    for (const h1 of h1s) at(h1.line, `${show(h1)} is a second h1: the front-matter title is the page's h1`);
  } else if (h1s.length === 0) {
    at(1, 'page has no h1: add a front-matter title');
  } else {
    const [first, ...others] = h1s;
    if (headings[0] !== first || first.line > firstBreak) {
      at(first.line, `${show(first)} is not the page's first heading, so Docusaurus adds an h1 of its own; move it to the top or use a front-matter title`);
    }
    for (const h1 of others) at(h1.line, `${show(h1)} is a second h1 (the first is on line ${first.line})`);
  }

  // The page's h1 is level 1, so the first body heading below it is an h2.
  let previous = 1;
  for (const heading of headings) {
    if (heading.level > previous + 1) at(heading.line, `${show(heading)} skips from h${previous} to h${heading.level}`);
    previous = heading.level;
  }
  return findings;
}

const page = (...lines: string[]) => lines.join('\n');
const FRONT = ['---', 'title: A page', 'description: What the page is for.', '---', ''];

describe('checkPageStructure', () => {
  it('accepts a titled page with a description whose headings descend one level at a time', () => {
    assert.deepEqual(checkPageStructure('docs/a.mdx', page(...FRONT, 'Intro.', '', '## One', '### One.a', '#### Deep', '## Two', '### Two.a')), []);
  });

  it('accepts a page without a title whose body starts with one h1', () => {
    assert.deepEqual(checkPageStructure('docs/a.mdx', page('---', 'description: d', '---', '', 'import X from "./x";', '', '# Title', '', '## Part')), []);
  });

  it('reports a missing or empty description, and a page without front matter', () => {
    assert.deepEqual(checkPageStructure('docs/a.mdx', page('---', 'title: T', '---', '', 'Text.')), [
      'docs/a.mdx:1: front matter has no description; add a one-sentence description',
    ]);
    assert.deepEqual(checkPageStructure('blog/p.mdx', page('---', 'title: T', 'description: "  "', '---', '', 'Text.')), [
      'blog/p.mdx:1: front matter description is empty; write a one-sentence description',
    ]);
    assert.deepEqual(checkPageStructure('docs/a.md', page('# Title', '', 'Text.')), [
      'docs/a.md:1: no front matter',
      'docs/a.md:1: front matter has no description; add a one-sentence description',
    ]);
  });

  it('reports front matter that is not valid YAML', () => {
    const [finding] = checkPageStructure('docs/a.mdx', page('---', 'title: [unclosed', 'description: d', '---', '', 'Text.'));
    assert.match(finding, /^docs\/a\.mdx:1: front matter is not valid YAML: /);
  });

  it('reports a # heading on a page that has a title', () => {
    assert.deepEqual(checkPageStructure('docs/a.mdx', page(...FRONT, '# Again', '', '## Part')), [
      'docs/a.mdx:6: heading "# Again" is a second h1: the front-matter title is the page\'s h1',
    ]);
  });

  it('reports a page with neither a title nor an h1', () => {
    assert.deepEqual(checkPageStructure('docs/a.mdx', page('---', 'description: d', '---', '', '## Part')), ['docs/a.mdx:1: page has no h1: add a front-matter title']);
  });

  it('reports a second h1, and an h1 that Docusaurus would not take as the title', () => {
    assert.deepEqual(checkPageStructure('docs/a.mdx', page('---', 'description: d', '---', '# One', '## Part', '# Two')), [
      'docs/a.mdx:6: heading "# Two" is a second h1 (the first is on line 4)',
    ]);
    assert.deepEqual(checkPageStructure('docs/a.mdx', page('---', 'description: d', '---', 'Text.', '', '---', '', '# Late')), [
      'docs/a.mdx:8: heading "# Late" is not the page\'s first heading, so Docusaurus adds an h1 of its own; move it to the top or use a front-matter title',
    ]);
  });

  it('reports a skipped level, naming both levels', () => {
    assert.deepEqual(checkPageStructure('docs/guides/x.mdx', page(...FRONT, '### Foo', '', '## Bar', '#### Baz ##')), [
      'docs/guides/x.mdx:6: heading "### Foo" skips from h1 to h3',
      'docs/guides/x.mdx:9: heading "#### Baz" skips from h2 to h4',
    ]);
  });

  it('ignores # lines in fenced code, MDX expressions and comments, and words that only start with #', () => {
    const source = page(
      ...FRONT,
      '```bash',
      '# a shell comment',
      '```',
      '',
      '  ~~~~yaml',
      '  # a YAML comment',
      '  ```',
      '  ~~~~',
      '',
      '{/*',
      '# commented out',
      '*/}',
      '',
      'export const sample = {',
      '  text: `',
      '# inside a string',
      '`,',
      '};',
      '',
      '#hashtag and #### are not headings either',
      '',
      '## Part',
    );
    assert.deepEqual(checkPageStructure('docs/a.mdx', source), []);
  });
});

describe('docs and blog page structure', () => {
  const pages = [...pagesUnder('docs'), ...pagesUnder('blog')];
  const pageIds = pagesUnder('docs').map((file) => file.replace(/^docs\//, '').replace(/\.mdx?$/, ''));

  it('finds the hand-written pages and posts, and leaves out the generated API reference', () => {
    assert.ok(pages.includes('docs/intro.mdx') && pages.includes('docs/guides/resolvers.mdx'), 'docs pages are missing');
    assert.ok(pages.some((file) => file.startsWith('blog/')), 'blog posts are missing');
    assert.deepEqual(pages.filter((file) => file.startsWith(GENERATED_DOCS)), []);
  });

  for (const file of pages) {
    it(`${file} has a description, one h1 and no skipped heading level`, () => {
      const findings = checkPageStructure(file, readFileSync(file, 'utf8'));
      assert.deepEqual(findings, [], findings.join('\n'));
    });
  }

  // A folder's index page (/docs/category/…) is generated from its _category_.json, whose link carries the
  // page's description.
  const folders = readdirSync('docs', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && `docs/${entry.name}/` !== GENERATED_DOCS)
    .map((entry) => `docs/${entry.name}`);
  for (const folder of folders) {
    it(`${folder}/_category_.json names the folder and links its landing page`, () => {
      const file = `${folder}/_category_.json`;
      assert.ok(existsSync(file), `${file} is missing`);
      const category = JSON.parse(readFileSync(file, 'utf8')) as { label?: unknown; link?: { type?: unknown; description?: unknown } };
      assert.ok(typeof category.label === 'string' && category.label.trim() !== '', `${file}: no label`);
      // Without a link the category's label only folds and unfolds it: a reader who clicks it gets no page.
      assert.ok(
        category.link?.type === 'doc' || category.link?.type === 'generated-index',
        `${file}: no landing page; add "link": { "type": "doc", "id": "<folder>/index" } with a docs/<folder>/index.mdx, or a "generated-index" link with a description`,
      );
      if (category.link?.type === 'generated-index') {
        const { description } = category.link;
        assert.ok(typeof description === 'string' && description.trim() !== '', `${file}: the generated index page has no link.description`);
      }
      if (category.link?.type === 'doc') {
        const { id } = category.link as { id?: unknown };
        assert.ok(typeof id === 'string' && pageIds.includes(id), `${file}: link.id ${JSON.stringify(id)} names no page under docs/`);
      }
    });
  }

  it('no two docs pages share a title', () => {
    const byTitle = new Map<string, string[]>();
    for (const file of pages.filter((path) => path.startsWith('docs/'))) {
      const lines = readFileSync(file, 'utf8').split(/\r?\n/);
      const { data, bodyStart } = readFrontMatter(lines);
      const title = typeof data.title === 'string' ? data.title : readHeadings(lines, bodyStart).headings.find((heading) => heading.level === 1)?.text;
      if (title) byTitle.set(title, [...(byTitle.get(title) ?? []), file]);
    }
    const shared = [...byTitle].filter(([, files]) => files.length > 1).map(([title, files]) => `"${title}": ${files.join(', ')}`);
    assert.deepEqual(shared, [], `give each page its own front-matter title:\n${shared.join('\n')}`);
  });

  it('the sidebar (config/docs-sidebar.ts) lists every hand-written docs page once, and only pages that exist', () => {
    const listed = docIdsIn(handWrittenSidebar());
    const missing = pageIds.filter((id) => !listed.includes(id));
    const twice = [...new Set(listed.filter((id, index) => listed.indexOf(id) !== index))];
    const unknown = listed.filter((id) => !pageIds.includes(id));
    assert.deepEqual({ missing, twice, unknown }, { missing: [], twice: [], unknown: [] }, 'add each page to the group where a reader looks for it');
  });
});

/** The doc ids a sidebar shows, as pages or as category links, in order. */
function docIdsIn(items: SidebarItem[]): string[] {
  return items.flatMap((item): string[] => {
    if (typeof item === 'string') return [item];
    if (item.type === 'doc') return [item.id];
    if (item.type !== 'category') return [];
    const link = item.link?.type === 'doc' ? [item.link.id] : [];
    return [...link, ...docIdsIn(item.items as SidebarItem[])];
  });
}
