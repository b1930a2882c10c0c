/**
 * Prepares one built page for Pagefind: marks its content region with `data-pagefind-body`, so the navbar,
 * sidebar, breadcrumbs, table of contents and footer stay out of the index, and puts the record's filters
 * and metadata inside that region as `<meta>` elements (Pagefind reads them wherever they are).
 */

/** The element that holds a page's content, found by a class token or an id. */
export type ContentRegion = { readonly class: string } | { readonly id: string };

export interface RegionFields {
  readonly filters: Readonly<Record<string, string>>;
  readonly meta: Readonly<Record<string, string>>;
  /** Pagefind weight of the region's words (1 when absent; headings keep their own). */
  readonly weight?: number;
}

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
    ...Object.entries(filters).map(([name, value]) => element('filter', name, value)),
    ...Object.entries(meta).map(([name, value]) => element('meta', name, value)),
  ].join('');
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
