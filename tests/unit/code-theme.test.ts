import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { codeTheme, codeThemeCss, darkPalette, lightPalette } from '../../config/prism';

/** The custom properties a stylesheet sets inside the rule for one `data-theme`. */
function propertiesFor(css: string, mode: string): Map<string, string> {
  const rule = new RegExp(`\\[data-theme='${mode}'\\]\\{([^}]*)\\}`).exec(css);
  assert.ok(rule, `a rule for [data-theme='${mode}']`);
  return new Map(
    (rule[1] ?? '')
      .split(';')
      .filter(Boolean)
      .map((declaration) => declaration.split(':') as [string, string]),
  );
}

describe('code theme', () => {
  const colours = [
    codeTheme.plain.color,
    codeTheme.plain.backgroundColor,
    ...codeTheme.styles.map((entry) => entry.style.color),
  ];

  it('colours code only through custom properties, so prerendered code suits both modes', () => {
    for (const colour of colours) assert.match(colour ?? '', /^var\(--baeta-code-[a-z]+\)$/);
  });

  it('sets every property the theme uses to the palette of each mode', () => {
    const css = codeThemeCss();
    for (const [mode, palette] of [
      ['light', lightPalette],
      ['dark', darkPalette],
    ] as const) {
      const properties = propertiesFor(css, mode);
      for (const colour of colours) {
        const name = /var\((--baeta-code-([a-z]+))\)/.exec(colour ?? '');
        assert.ok(name?.[1] && name[2]);
        assert.equal(properties.get(name[1]), palette[name[2] as keyof typeof palette], `${name[1]} in ${mode} mode`);
      }
    }
  });
});
