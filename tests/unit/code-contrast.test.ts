import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { darkPalette, lightPalette, TOKEN_ROLES } from '../../config/code-theme';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('code palettes', () => {
  for (const [name, palette] of Object.entries({ light: lightPalette, dark: darkPalette })) {
    it(`${name}: plain text and every token role meet WCAG AA (4.5:1) on the code background`, () => {
      for (const key of ['plain', ...TOKEN_ROLES] as const) {
        const colour = palette[key];
        assert.match(colour, /^#[0-9a-f]{6}$/i, `${key} is a hex colour`);
        const ratio = contrast(colour, palette.background);
        assert.ok(ratio >= 4.5, `${name} ${key}: ${colour} on ${palette.background} is ${ratio.toFixed(2)}:1`);
      }
    });
  }
});
