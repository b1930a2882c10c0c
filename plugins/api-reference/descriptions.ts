// The description of a generated API page: whole sentences of its summary's first paragraph, or for an item
// without a summary, what the item is and where it is exported from.
//
// Docusaurus describes a page that names no description by the first line of its text, and TypeDoc keeps the
// line breaks of the TSDoc comments in packages/, so half the API pages were described by a sentence cut off at
// the comment's line width ("Missing = padding is tolerated,"), and items without a summary by their first
// heading ("Returns"), in their meta description, social card, search result and llms.txt entry. The site's
// parseFrontMatter names this description instead.
import { readPackages } from './packages.mjs';

/** Longest description made of several sentences; a first sentence longer than this is kept whole. */
export const DESCRIPTION_LENGTH = 200;

const FENCE = /^\s*(`{3,}|~{3,})/;
/** Lines that are not paragraph text: headings, tables, lists, quotes, admonitions, HTML and JSX. */
const NOT_TEXT = /^\s*(#|\||[-*+]\s|\d+\.\s|>|:::|<)/;

/** The lines of the first paragraph of Markdown `content` (front matter removed) before its first section, if any. */
function firstParagraph(content: string): string[] | undefined {
  const lines = content.split(/\r?\n/);
  let fence: string | undefined;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] as string;
    const opening = FENCE.exec(line)?.[1];
    if (fence) {
      if (opening && opening[0] === fence[0] && opening.length >= fence.length) fence = undefined;
      continue;
    }
    if (opening) {
      fence = opening;
      continue;
    }
    // The summary comes before the first section (Parameters, Returns, Properties...); text in those is not it.
    if (/^#{2,6}\s/.test(line)) return undefined;
    if (!line.trim() || NOT_TEXT.test(line) || /^(import|export)\s/.test(line)) continue;
    const paragraph = [line];
    for (let next = index + 1; next < lines.length; next += 1) {
      const more = lines[next] as string;
      if (!more.trim() || FENCE.test(more) || NOT_TEXT.test(more)) break;
      paragraph.push(more);
    }
    return paragraph;
  }
  return undefined;
}

/** The sentences of `text` that fit in `limit` characters, and at least the first. */
function leadingSentences(text: string, limit: number): string {
  // A sentence ends at . ! or ? before a space and a capital letter or code; "e.g. the" does not end one.
  const sentences = text.split(/(?<=[.!?])\s+(?=[A-Z`"(])/);
  let description = sentences[0] ?? '';
  for (const sentence of sentences.slice(1)) {
    if (description.length + 1 + sentence.length > limit) break;
    description = `${description} ${sentence}`;
  }
  return description;
}

/**
 * Markdown of one paragraph as plain text. Not Docusaurus's createExcerpt: it reads one line, and its rule for
 * emoji names (`:name:`) would drop the text between two colons of a joined paragraph, or of a URL.
 */
function plainText(markdown: string): string {
  let text = markdown.replace(/(?<!\\)<[^>]*>/g, '').replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1');
  // Code and emphasis, until none is left (emphasis may hold code), in one pattern so the underscores of
  // `__typename` are not read as emphasis.
  for (let before = ''; before !== text; ) {
    before = text;
    text = text.replace(/`([^`]+)`|(\*{1,3}|(?<!\w)_{1,3})(\S(?:.*?\S)?)\2(?!\w)/g, (_match, code?: string, _mark?: string, inner?: string) => code ?? inner ?? '');
  }
  return text
    .replace(/\\([\\`*_{}[\]()#+\-.!<>|])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

const KINDS: Record<string, string> = {
  classes: 'class',
  enumerations: 'enum',
  functions: 'function',
  interfaces: 'interface',
  namespaces: 'namespace',
  'type-aliases': 'type alias',
  variables: 'variable',
};

let packageNames: Map<string, string> | undefined;

/** The npm name of the package in `packages/<folder>` (not always `@baeta/<folder>`: create-baeta is unscoped). */
function packageName(folder: string): string | undefined {
  packageNames ??= new Map(readPackages().map((pkg) => [pkg.folder, pkg.name]));
  return packageNames.get(folder);
}

/**
 * What a page without a summary documents, from where TypeDoc wrote it: `<package>/[<module>/]<kind>/<Name>.md`
 * or a package's or module's `index.md` (relative to the API folder).
 */
function describeByPath(path: string): string | undefined {
  const parts = path.replace(/\.md$/, '').split('/');
  const name = parts.pop();
  const kind = parts.length > 1 ? KINDS[parts.at(-1) as string] : undefined;
  if (kind) parts.pop();
  const [folder, module] = parts;
  const pkg = folder && packageName(folder);
  if (!pkg || !name) return undefined;
  const importPath = `${pkg}${module && module !== 'index' ? `/${module}` : ''}`;
  if (kind) return `Reference of the ${kind} ${name}, exported by ${importPath}.`;
  return name === 'index' ? `Reference of ${importPath}: everything it exports.` : undefined;
}

/**
 * The description of an API page from its Markdown `content` (front matter removed) and its `path` relative to
 * the API folder, as plain text.
 */
export function apiDescription(content: string, path: string): string | undefined {
  const paragraph = firstParagraph(content);
  const text = paragraph ? plainText(paragraph.join(' ')) : '';
  return text ? leadingSentences(text, DESCRIPTION_LENGTH) : describeByPath(path);
}

/** The front matter of a generated API page, with its description if it names none. */
export function withApiDescription(frontMatter: Record<string, unknown>, content: string, path: string): Record<string, unknown> {
  if (frontMatter.description !== undefined) return frontMatter;
  const description = apiDescription(content, path);
  return description ? { ...frontMatter, description } : frontMatter;
}
