// Measures how much a docs page says: words of prose and the number of samples. The figures back
// the depth each guide has to reach (tests/unit/docs-depth.test.ts) and the numbers quoted in notes.
import { extractCodeBlocks } from '../../plugins/code-blocks/samples/extract';

/** Languages whose blocks count as samples: code a reader copies, not shell commands. */
const SAMPLE_LANGS = new Set(['ts', 'tsx', 'typescript', 'js', 'javascript', 'graphql', 'gql', 'json', 'jsonc', 'dockerfile', 'toml', 'prisma', 'yaml', 'yml']);

export type PageDepth = {
  /** Words outside code blocks, front matter, imports and JSX tags. */
  proseWords: number;
  /** Fenced blocks in one of the sample languages (shell commands and plain text are not samples). */
  samples: number;
};

export function measurePage(source: string): PageDepth {
  const blocks = extractCodeBlocks(source);
  const prose = source
    // front matter
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    // fenced blocks: a fence closes at the next line of at least as many of the same character
    .replace(/^[ \t]*(`{3,}|~{3,})[^\n]*\n[\s\S]*?^[ \t]*\1[`~]*[ \t]*$/gm, ' ')
    // MDX imports and exports
    .replace(/^(import|export) .*$/gm, ' ')
    // JSX tags (their text children still count) and admonition fences
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/^:::.*$/gm, ' ')
    // link targets are not words a reader reads
    .replace(/\]\([^)]*\)/g, '] ');
  const proseWords = prose.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
  const samples = blocks.filter((block) => SAMPLE_LANGS.has(block.lang)).length;
  return { proseWords, samples };
}
