// Line highlights of a code block, worked out at build time with the theme's rules: a `{1,3-4}` range in the
// meta string, or else magic comments (`// highlight-next-line`, `// highlight-start` … `// highlight-end`),
// which are removed from the code. The theme's own parser cannot be loaded in Node (its module imports JSX).

export interface MagicComment {
  className: string;
  line?: string;
  block?: { start: string; end: string };
}

/** Comment syntaxes a magic comment may be written in: [opening, closing] as regular expressions. */
const SYNTAX = {
  line: ['\\/\\/', ''],
  block: ['\\/\\*', '\\*\\/'],
  jsx: ['\\{\\s*\\/\\*', '\\*\\/\\s*\\}'],
  hash: ['#', ''],
  html: ['<!--', '-->'],
} as const;

function syntaxesOf(language: string): (keyof typeof SYNTAX)[] {
  if (['js', 'javascript', 'ts', 'typescript'].includes(language)) return ['line', 'block'];
  if (['jsx', 'tsx'].includes(language)) return ['line', 'block', 'jsx'];
  if (['bash', 'sh', 'shell', 'shellscript', 'yaml', 'yml', 'toml', 'ini', 'dockerfile', 'graphql', 'gql', 'python', 'gitignore'].includes(language)) return ['hash'];
  if (['html', 'markdown', 'md', 'mdx'].includes(language)) return ['html', 'jsx', 'hash'];
  return ['line', 'block', 'jsx', 'hash', 'html'];
}

export interface ParsedLines {
  /** The code without magic comments (and without a final line break). */
  code: string;
  /** Classes of each highlighted line, by 0-based line of `code`. */
  lineClassNames: Record<number, string[]>;
}

export function parseLines(raw: string, options: { metastring?: string; language: string; magicComments: MagicComment[] }): ParsedLines {
  const code = raw.replace(/\r?\n$/, '');
  const range = /\{([\d,-]+)\}/.exec(options.metastring ?? '')?.[1];
  const [first] = options.magicComments;
  if (range && first) {
    const lines = range.split(',').flatMap((part) => {
      const [from = 0, to = from] = part.split('-').map(Number);
      return Array.from({ length: Math.max(0, to - from + 1) }, (_, offset) => from + offset);
    }).filter((line) => line > 0);
    return { code, lineClassNames: Object.fromEntries(lines.map((line) => [line - 1, [first.className]])) };
  }

  const directives = options.magicComments.flatMap((comment) => [comment.line, comment.block?.start, comment.block?.end]).filter(Boolean);
  if (directives.length === 0) return { code, lineClassNames: {} };
  const alternatives = syntaxesOf(options.language).map((key) => SYNTAX[key]).map(([open, close]) => `(?:${open}\\s*(${directives.join('|')})\\s*${close})`);
  const directive = new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);

  const lines = code.split(/\r?\n/);
  const kept: string[] = [];
  const classes: Record<number, string[]> = {};
  const add = (line: number, className: string) => (classes[line] ??= []).push(className);
  const open = new Map<string, number>();
  let nextLine: string[] = [];
  for (const line of lines) {
    const name = directive.exec(line)?.slice(1).find(Boolean);
    const comment = name ? options.magicComments.find((candidate) => [candidate.line, candidate.block?.start, candidate.block?.end].includes(name)) : undefined;
    if (!comment || !name) {
      for (const className of nextLine) add(kept.length, className);
      nextLine = [];
      kept.push(line);
      continue;
    }
    if (name === comment.line) nextLine.push(comment.className);
    else if (name === comment.block?.start) open.set(comment.className, kept.length);
    else {
      const start = open.get(comment.className) ?? kept.length;
      for (let index = start; index < kept.length; index += 1) add(index, comment.className);
      open.delete(comment.className);
    }
  }
  return { code: kept.join('\n'), lineClassNames: classes };
}
