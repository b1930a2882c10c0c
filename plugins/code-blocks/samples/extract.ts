// Reads the fenced code blocks of an MDX page together with the line of each opening fence, so
// that problems found in a block can be reported as `docs/page.mdx:line`.
//
// A line-based reader is enough here: MDX has no indented code blocks, so any line that starts
// (after optional indentation, e.g. inside a list or a <TabItem>) with three or more backticks
// or tildes opens a fence, and the fence closes at the next line made of at least as many of the
// same character.

/** The meta word that excludes a block from checking. Use it only for intentionally partial code. */
export const SKIP_FLAG = 'nocheck';

export type CodeBlock = {
  /** Language written after the fence, lower-cased (`ts`, `graphql`, …); empty when absent. */
  lang: string;
  /** The `title="…"` of the meta string, which names the file the reader creates. */
  title: string | undefined;
  /** Bare words of the meta string, such as `npm2yarn` or `nocheck`. */
  flags: string[];
  /** The whole meta string (`title="src/app.ts" {2-3}`), for line highlights. */
  meta: string;
  /** 1-based line of the opening fence; line N of the code is line `line + N` of the page. */
  line: number;
  /** The code, with the fence's indentation removed from each line. */
  code: string;
};

const OPENING_FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;

export function extractCodeBlocks(source: string): CodeBlock[] {
  const lines = source.split(/\r?\n/);
  const blocks: CodeBlock[] = [];

  for (let index = 0; index < lines.length; index += 1) {
    const opening = OPENING_FENCE.exec(lines[index]);
    if (!opening) continue;
    const [, indent, fence, info] = opening;
    // A backtick fence's info string may not contain backticks (that is inline code instead).
    if (fence[0] === '`' && info.includes('`')) continue;

    const closing = new RegExp(`^\\s*${fence[0]}{${fence.length},}\\s*$`);
    const body: string[] = [];
    let end = index + 1;
    while (end < lines.length && !closing.test(lines[end])) {
      body.push(stripIndent(lines[end], indent.length));
      end += 1;
    }

    blocks.push({ ...parseInfo(info), line: index + 1, code: body.join('\n') });
    index = end;
  }
  return blocks;
}

/** Splits an info string such as `ts title="src/app.ts" nocheck` into its parts. */
function parseInfo(info: string): Pick<CodeBlock, 'lang' | 'title' | 'flags' | 'meta'> {
  const [lang = '', ...rest] = info.trim().split(/\s+/);
  const meta = rest.join(' ');
  const title = /\btitle=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  const flags = meta
    .replace(/\b[\w-]+=(?:"[^"]*"|'[^']*'|\S+)/g, ' ')
    .split(/\s+/)
    .filter((word) => /^[\w-]+$/.test(word));
  return { lang: lang.toLowerCase(), title: title?.[1] ?? title?.[2] ?? title?.[3], flags, meta };
}

/** Removes up to `width` leading spaces, as CommonMark does for the content of an indented fence. */
function stripIndent(line: string, width: number): string {
  let cut = 0;
  while (cut < width && line[cut] === ' ') cut += 1;
  return line.slice(cut);
}
