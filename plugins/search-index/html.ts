/**
 * Prepares one built page for Pagefind: marks its content region with `data-pagefind-body`, so the navbar,
 * sidebar, breadcrumbs, table of contents and footer stay out of the index, and puts the record's filters
 * and metadata inside that region as `<meta>` elements (Pagefind reads them wherever they are). Code blocks
 * weigh less than prose (CODE_WEIGHT), and the parts a reader does not see are left out.
 */

/** The element that holds a page's content, found by a class token or an id. */
export type ContentRegion = { readonly class: string } | { readonly id: string };

export interface RegionFields {
  /** Filter values; a list gives the page several values of one filter. */
  readonly filters: Readonly<Record<string, string | readonly string[]>>;
  readonly meta: Readonly<Record<string, string>>;
  /** Pagefind weight of the region's words (1 when absent; headings keep their own). */
  readonly weight?: number;
}

/**
 * Pagefind weight of the words in a code block, against 1 for prose and 7 to 4 for headings. A word in a sample
 * (a `curl -N` flag, a variable named `mapper`) is evidence that a page is about it, but far weaker than the
 * same word in a sentence or a heading, so a page that explains a term ranks above one that merely uses it.
 */
export const CODE_WEIGHT = 0.3;

// A start tag with its attributes; values may be double-quoted, single-quoted or (minified HTML) unquoted.
const START_TAG = /<([a-zA-Z][\w-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, double, single, bare] of source.matchAll(ATTRIBUTE)) {
    if (name) attributes.set(name.toLowerCase(), double ?? single ?? bare ?? '');
  }
  return attributes;
}

function matches(attributes: Map<string, string>, region: ContentRegion): boolean {
  if ('id' in region) return attributes.get('id') === region.id;
  return (attributes.get('class') ?? '').split(/\s+/).includes(region.class);
}

export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function fieldElements({ filters, meta }: RegionFields): string {
  const element = (kind: 'filter' | 'meta', name: string, value: string) =>
    `<meta data-pagefind-${kind}="${escapeAttribute(name)}[content]" content="${escapeAttribute(value)}">`;
  return [
    ...Object.entries(filters).flatMap(([name, values]) => (typeof values === 'string' ? [values] : values).map((value) => element('filter', name, value))),
    ...Object.entries(meta).map(([name, value]) => element('meta', name, value)),
  ].join('');
}

/** Where the element whose start tag ends at `contentStart` closes: the index of its end tag, or the end of the HTML. */
function closingTag(html: string, name: string, contentStart: number): number {
  const tags = new RegExp(`<(/?)${name}(?=[\\s>/])`, 'gi');
  tags.lastIndex = contentStart;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return tag.index;
  }
  return html.length;
}

/** Where an element starts, and where its content starts and ends (at its end tag). */
interface ElementBounds {
  readonly start: number;
  readonly contentStart: number;
  readonly contentEnd: number;
}

function* elements(html: string, accept: (attributes: Map<string, string>) => boolean): Generator<ElementBounds> {
  for (const tag of html.matchAll(START_TAG)) {
    const [whole, name = '', attributeSource = '', selfClosing] = tag;
    if (selfClosing || !accept(attributesOf(attributeSource))) continue;
    const contentStart = tag.index + whole.length;
    yield { start: tag.index, contentStart, contentEnd: closingTag(html, name, contentStart) };
  }
}

// What a reader does not see, which Pagefind must not index either: the other package managers' tabs of an
// install command (npm2yarn) repeat the visible one, and the tab labels ("npm Yarn pnpm Bun") would only
// clutter excerpts.
const isHidden = (attributes: Map<string, string>) =>
  attributes.get('role') === 'tablist' || (attributes.get('role') === 'tabpanel' && attributes.has('hidden'));

/** The HTML without the parts a reader does not see (hidden tab panels, tab lists). */
export function withoutHiddenParts(html: string): string {
  let kept = '';
  let done = 0;
  for (const { start, contentEnd } of elements(html, isHidden)) {
    if (start < done) continue; // inside a part already left out
    kept += html.slice(done, start);
    done = html.indexOf('>', contentEnd) + 1 || html.length;
  }
  return kept + html.slice(done);
}

/** Gives every code block of the HTML the Pagefind weight CODE_WEIGHT. */
export function weighCode(html: string): string {
  return html.replace(/<pre(?=[\s>])/gi, `<pre data-pagefind-weight="${CODE_WEIGHT}"`);
}

/** The inner HTML of the page's first element matching `region`, or null when it has none. */
export function regionHtml(html: string, region: ContentRegion): string | null {
  for (const { contentStart, contentEnd } of elements(html, (attributes) => matches(attributes, region))) {
    return html.slice(contentStart, contentEnd);
  }
  return null;
}

/** The text a reader sees of some HTML: without scripts, styles, images' code and tags, entities as spaces. */
export function visibleText(html: string): string {
  return html
    .replace(/<(script|style|svg)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;|&#x[0-9a-f]+;/gi, ' ');
}

// Elements whose end tag the HTML minifier leaves out. Pagefind separates words at the end tag of block
// elements, so without one, table cells and list items run together ("Typeany" for "Type", "any").
const IMPLIED_END = /<(td|th|tr|li|dt|dd)(?=[\s>])/gi;
// The lines of a highlighted code block are spans shown as blocks by CSS alone, with no line break between
// them, so one line's last word ran into the next line's first ("';import").
const CODE_LINE = /<span class=(?:line\b|"line\b)/g;

/** Puts a space before each element that ends a run of words Pagefind would otherwise join. */
export function separateBlocks(html: string): string {
  return html.replace(IMPLIED_END, ' <$1').replace(CODE_LINE, ' $&');
}

/**
 * Returns the page with its first element matching `region` marked as the Pagefind body and the fields
 * inserted as its first children, or null when the page has no such element.
 */
export function markContentRegion(html: string, region: ContentRegion, fields: RegionFields): string | null {
  for (const tag of html.matchAll(START_TAG)) {
    const [whole, , attributeSource = '', selfClosing] = tag;
    if (selfClosing || !matches(attributesOf(attributeSource), region)) continue;
    const start = tag.index;
    const end = start + whole.length;
    const weight = fields.weight === undefined ? '' : ` data-pagefind-weight="${fields.weight}"`;
    const marked = `${whole.slice(0, -1)} data-pagefind-body${weight}>`;
    return html.slice(0, start) + marked + fieldElements(fields) + html.slice(end);
  }
  return null;
}
