// The Markdown twins (plugins/markdown-twins): what a built page becomes as Markdown, and the llms.txt files.
// The pages here are shaped like the classic theme's output (minified attributes included); the e2e suite
// checks the real build's twins.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LoadedVersion } from '@docusaurus/plugin-content-docs';
import { htmlToTwin } from '../../plugins/markdown-twins/convert';
import { twinRoute, withAlternateLink } from '../../plugins/markdown-twins/index';
import { permalinkRoute } from '../../plugins/markdown-twins/route';
import { OPTIONAL_SECTION, llmsFiles, readingOrder } from '../../plugins/markdown-twins/llms';

const page = (body: string) =>
  `<!doctype html><html><head><title>Resolvers | Baeta</title><meta name=description content="How resolvers get their types."></head>` +
  `<body><nav class=navbar>Docs GitHub</nav><main><div class=row><article><div class="theme-doc-markdown markdown">${body}</div></article></div></main>` +
  `<footer>Copyright</footer></body></html>`;

const twin = (body: string) => htmlToTwin(page(body), { url: 'https://baeta.example/docs/guides/resolvers' });

describe('a page as Markdown', () => {
  it('keeps the content region only, with title and description first', () => {
    const result = twin('<header><h1>Resolvers<a href=#resolvers class=hash-link>​</a></h1></header><p>Text.</p>');
    assert.equal(result?.title, 'Resolvers');
    assert.equal(result?.markdown, '# Resolvers\n\n> How resolvers get their types.\n\nText.\n');
  });

  it('turns a highlighted block into fenced code with its language and title, without hover popups or annotations', () => {
    const block =
      '<div class="language-ts codeBlockContainer_Ckt0 theme-code-block"><div class=codeBlockTitle_OeMC>src/a.ts</div>' +
      '<div class=codeBlockContent_QJqH><pre tabindex=0 class="code-block language-ts"><code class=code-lines>' +
      '<span class=line><span class=tk-keyword>const</span> <span class=twoslash-hover data-hover=0 tabindex=0>a<span class=twoslash-popup-container>const a: 1</span></span> = 1;</span>' +
      '<span class=line>  a;</span><div class="twoslash-meta-line twoslash-error-line">Cannot find name</div></code></pre>' +
      '<button aria-label="Copy code">Copy</button></div></div>';
    assert.match(twin(block)?.markdown ?? '', /```ts title="src\/a\.ts"\nconst a = 1;\n {2}a;\n```/);
  });

  it('shows install tabs as the tab shown first (npm), without the tab bar', () => {
    const tabs =
      '<div class=tabs-container><ul role=tablist class=tabs><li role=tab>npm<li role=tab>Yarn</ul><div>' +
      '<div role=tabpanel><div class="language-bash theme-code-block"><pre class="code-block language-bash"><code><span class=line>npm install @baeta/core</span></code></pre></div></div>' +
      '<div role=tabpanel hidden><div class="language-bash theme-code-block"><pre class="code-block language-bash"><code><span class=line>yarn add @baeta/core</span></code></pre></div></div>' +
      '</div></div>';
    const markdown = twin(tabs)?.markdown ?? '';
    assert.match(markdown, /```bash\nnpm install @baeta\/core\n```/);
    assert.doesNotMatch(markdown, /yarn|Yarn/);
  });

  it('leaves out the rest of the chrome: decorative images, scripts, the page navigation, edit link, date and marked parts', () => {
    const chrome =
      '<p>Kept<img src=/img/icon.svg alt=""> <img src=/img/diagram.svg alt=Diagram></p><script>track()</script><style>p{}</style>' +
      '<div data-twin-ignore><p>Was this page helpful?</p></div><div class="theme-edit-this-page">Edit this page</div>' +
      '<div class=theme-last-updated>Last updated on 1 May</div><nav class=pagination-nav><a href=/docs/next>Next</a></nav>';
    const markdown = twin(chrome)?.markdown ?? '';
    assert.match(markdown, /Kept !\[Diagram\]\(https:\/\/baeta\.example\/img\/diagram\.svg\)/);
    assert.doesNotMatch(markdown, /icon\.svg|track|p\{\}|helpful|Edit this page|Last updated|Next/);
  });

  it('turns an admonition into a blockquote with its label and title', () => {
    const warning =
      '<div class="theme-admonition theme-admonition-warning admonition_x alert"><div class=admonitionHeading_y><span class=admonitionIcon_z><svg></svg></span>Runs twice</div>' +
      '<div class=admonitionContent_w><p>Run <code>generate</code> again.</p></div></div>' +
      '<div class="theme-admonition theme-admonition-tip admonition_x alert"><div class=admonitionHeading_y>tip</div><div class=admonitionContent_w><p>Short.</p></div></div>';
    const markdown = twin(warning)?.markdown ?? '';
    assert.match(markdown, /> \*\*Warning: Runs twice\*\*\n>\n> Run `generate` again\./);
    assert.match(markdown, /> \*\*Tip\*\*\n>\n> Short\./);
  });

  it('makes links and images absolute', () => {
    const markdown = twin('<p><a href=/docs/intro>Intro</a>, <a href=#options>options</a>, <img src=/img/logo.svg alt=Logo></p>')?.markdown ?? '';
    assert.match(markdown, /\[Intro\]\(https:\/\/baeta\.example\/docs\/intro\)/);
    assert.match(markdown, /\[options\]\(https:\/\/baeta\.example\/docs\/guides\/resolvers#options\)/);
    assert.match(markdown, /!\[Logo\]\(https:\/\/baeta\.example\/img\/logo\.svg\)/);
  });

  it('writes no empty link: not for the anchor targets of table rows, nor for a link whose content was an icon', () => {
    const table =
      '<table><thead><tr><th>Property</th><th>Type</th></tr></thead><tbody><tr><td><a id=property-suffix class=anchorTargetStickyNavbar_x></a>' +
      '<code>suffix?</code></td><td><code>string</code></td></tr></tbody></table>' +
      '<p><a id=top></a>Named <a href=https://github.com/andreisergiu98/baeta aria-label="Baeta on GitHub"><svg></svg></a>, ' +
      'nameless <a href=/docs/intro><svg></svg></a>, titled <a href=/docs/intro title=Introduction><svg></svg></a>, ' +
      'image <a href=/docs/intro><img src=/img/logo.svg alt=Logo></a>, anchor with text <a id=x>kept</a>.</p>';
    const markdown = twin(table)?.markdown ?? '';
    assert.doesNotMatch(markdown, /\[\]\(/);
    assert.match(markdown, /\| `suffix\?` +\| `string` \|/);
    assert.match(markdown, /Named \[Baeta on GitHub\]\(https:\/\/github\.com\/andreisergiu98\/baeta\), nameless , titled \[Introduction\]\(https:\/\/baeta\.example\/docs\/intro "Introduction"\)/);
    assert.match(markdown, /image \[!\[Logo\]\(https:\/\/baeta\.example\/img\/logo\.svg\)\]\(https:\/\/baeta\.example\/docs\/intro\), anchor with text kept\./);
  });

  it('falls back to <main> for pages that are not docs or posts, and to nothing without one', () => {
    const home = '<html><head><title>Baeta</title></head><body><main><h1>Baeta</h1><p>GraphQL.</p></main></body></html>';
    assert.match(htmlToTwin(home, { url: 'https://baeta.example/' })?.markdown ?? '', /^# Baeta\n\nGraphQL\.\n$/);
    assert.equal(htmlToTwin('<html><body><p>x</p></body></html>', { url: 'https://baeta.example/x' }), undefined);
  });
});

describe('twin routes and links', () => {
  it('names the twin after the route, index.md for the home page', () => {
    assert.equal(twinRoute('/docs/intro'), '/docs/intro.md');
    assert.equal(twinRoute('/'), '/index.md');
    assert.equal(twinRoute('/base/'), '/base/index.md');
    // An index doc's permalink ends in "/", but its page (and so its twin) is the route without it.
    assert.equal(twinRoute(permalinkRoute('/docs/extensions/')), '/docs/extensions.md');
    assert.equal(permalinkRoute('/'), '/');
  });

  it('adds the alternate link once, in the head', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    const linked = withAlternateLink(html, '/docs/intro.md');
    assert.equal(linked, '<html><head><title>x</title><link rel="alternate" type="text/markdown" href="/docs/intro.md"></head><body></body></html>');
    assert.equal(withAlternateLink(linked, '/docs/intro.md'), linked);
    // Minified pages may leave out </head>.
    assert.equal(withAlternateLink('<html><head><title>x</title><body>', '/x.md'), '<html><head><title>x</title><link rel="alternate" type="text/markdown" href="/x.md"><body>');
  });
});

describe('llms.txt', () => {
  const doc = (id: string) => ({ id, permalink: `/docs/${id}` });
  const version = {
    isLast: true,
    // guides/index and api/core are in no sidebar, like a folder's index page and a package's landing page.
    // api/compiler/esbuild re-exports another project (plugins/api-reference/reexports.ts).
    docs: [
      'intro',
      'guides/resolvers',
      'guides/context',
      'guides/index',
      'api/index',
      'api/core',
      'api/core/functions/createApplication',
      'api/compiler/esbuild',
      'api/compiler/esbuild/functions/build',
      'api/compiler/index/functions/compile',
    ].map(doc),
    sidebars: {
      defaultSidebar: [
        { type: 'doc', id: 'intro' },
        { type: 'category', label: 'Guides', items: [{ type: 'doc', id: 'guides/resolvers' }, { type: 'doc', id: 'guides/context' }] },
        {
          type: 'category',
          label: 'API',
          link: { type: 'doc', id: 'api/index' },
          items: [
            { type: 'doc', id: 'api/core/functions/createApplication' },
            { type: 'doc', id: 'api/compiler/esbuild/functions/build' },
            { type: 'doc', id: 'api/compiler/index/functions/compile' },
          ],
        },
      ],
    },
  } as unknown as LoadedVersion;
  const sections = readingOrder([version], 'api', ['/blog/hello']);
  const files = llmsFiles(sections, {
    title: 'Baeta',
    summary: 'A GraphQL framework.',
    rootUrl: 'https://baeta.example/preview/',
    page: (route) => ({ title: `T ${route}`, description: route === '/blog/hello' ? '' : `D ${route}`, url: `https://baeta.example${route}.md` }),
    markdown: (route) => `# T ${route}\n\nBody of ${route}.`,
  });

  it('lists every page by section in reading order, in the llmstxt.org shape', () => {
    const text = files['llms.txt'] ?? '';
    assert.match(text, /^# Baeta\n\n> A GraphQL framework\.\n\n/);
    const headings = [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    assert.deepEqual(headings, ['Docs', 'Guides', 'API reference', 'Blog', OPTIONAL_SECTION]);
    assert.match(text, /## Guides\n\n- \[T \/docs\/guides\/resolvers\]\(https:\/\/baeta\.example\/docs\/guides\/resolvers\.md\): D \/docs\/guides\/resolvers\n- \[T \/docs\/guides\/context\]/);
    assert.match(text, /- \[T \/docs\/guides\/context\][^\n]*\n- \[T \/docs\/guides\/index\][^\n]*\n\n## API reference/);
    assert.match(text, /- \[T \/docs\/api\/core\]/);
    assert.match(text, /## Blog\n\n- \[T \/blog\/hello\]\(https:\/\/baeta\.example\/blog\/hello\.md\)\n\n## Optional\n/);
  });

  it("lists the API pages of other projects' code last, in the Optional section llmstxt.org defines, and says so", () => {
    const text = files['llms.txt'] ?? '';
    const section = (name: string) => new RegExp(`## ${name}\\n\\n((?:- .*\\n?)*)`).exec(text)?.[1] ?? '';
    assert.equal(OPTIONAL_SECTION, 'Optional');
    assert.equal(
      section('Optional'),
      '- [T /docs/api/compiler/esbuild/functions/build](https://baeta.example/docs/api/compiler/esbuild/functions/build.md): D /docs/api/compiler/esbuild/functions/build\n' +
        '- [T /docs/api/compiler/esbuild](https://baeta.example/docs/api/compiler/esbuild.md): D /docs/api/compiler/esbuild\n',
    );
    assert.doesNotMatch(section('API reference'), /esbuild/);
    assert.match(section('API reference'), /compiler\/index\/functions\/compile/);
    assert.match(text, /The last section, Optional, lists the API pages of what Baeta re-exports from other projects and of packages' internals\./);
    // llms-api.txt still holds them, after Baeta's own API.
    const api = files['llms-api.txt'] ?? '';
    assert.ok(api.indexOf('Body of /docs/api/compiler/index/functions/compile.') < api.indexOf('Body of /docs/api/compiler/esbuild/functions/build.'));
  });

  it('links llms-full.txt and llms-api.txt under the base URL, as Markdown links no autolinker can overrun', () => {
    const text = files['llms.txt'] ?? '';
    assert.match(text, /\[llms-full\.txt\]\(https:\/\/baeta\.example\/preview\/llms-full\.txt\)/);
    assert.match(text, /\[llms-api\.txt\]\(https:\/\/baeta\.example\/preview\/llms-api\.txt\)/);
    assert.doesNotMatch(text, /(?<!\()https:\/\/\S+\.txt/, 'a bare .txt URL');
  });

  it('puts the hand-written docs in llms-full.txt and the API apart in llms-api.txt', () => {
    const full = files['llms-full.txt'] ?? '';
    assert.ok(full.indexOf('Body of /docs/intro.') < full.indexOf('Body of /docs/guides/resolvers.'));
    assert.doesNotMatch(full, /createApplication|Body of \/blog/);
    assert.match(files['llms-api.txt'] ?? '', /Body of \/docs\/api\/index\.[\s\S]*Body of \/docs\/api\/core\/functions\/createApplication\./);
  });
});
