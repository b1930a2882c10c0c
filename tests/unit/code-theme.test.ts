import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { codeThemeCss, darkPalette, lightPalette, roleOfColour, shikiTheme, tokenClass, TOKEN_ROLES } from '../../config/code-theme';

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
  const colours = (shikiTheme.settings ?? []).map((entry) => entry.settings.foreground).filter((colour): colour is string => Boolean(colour));

  it('colours tokens only through the custom properties of a role or of plain text', () => {
    assert.ok(colours.length > TOKEN_ROLES.length);
    for (const colour of colours) assert.ok(roleOfColour(colour) ?? colour === 'var(--baeta-code-plain)', colour);
    for (const role of TOKEN_ROLES) assert.ok(colours.includes(`var(--baeta-code-${role})`), `the theme uses ${role}`);
  });

  it("sets every property to its mode's palette, and gives each role's class its property", () => {
    const css = codeThemeCss();
    for (const [mode, palette] of [
      ['light', lightPalette],
      ['dark', darkPalette],
    ] as const) {
      const properties = propertiesFor(css, mode);
      for (const [key, value] of Object.entries(palette)) assert.equal(properties.get(`--baeta-code-${key}`), value, `${key} in ${mode} mode`);
    }
    for (const role of TOKEN_ROLES) assert.match(css, new RegExp(`\\.${tokenClass(role)}\\{color:var\\(--baeta-code-${role}\\)`));
  });

  it('reads a role back from its colour, and nothing from other colours', () => {
    assert.equal(roleOfColour('var(--baeta-code-keyword)'), 'keyword');
    assert.equal(roleOfColour('var(--baeta-code-plain)'), undefined);
    assert.equal(roleOfColour('#ff0000'), undefined);
  });
});
