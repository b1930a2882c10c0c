import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { codeThemes } from '../../config/prism';

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

describe('code themes', () => {
  for (const [name, theme] of Object.entries(codeThemes)) {
    it(`${name}: every token colour meets WCAG AA (4.5:1) on the code background`, () => {
      const background = theme.plain.backgroundColor ?? '';
      assert.ok(background.startsWith('#'), 'background is a hex colour');
      const colours = [theme.plain.color, ...theme.styles.map((style) => style.style.color)];
      for (const colour of colours) {
        assert.ok(colour !== undefined && colour.startsWith('#'), `token colour ${colour} is a hex colour`);
        const ratio = contrast(colour, background);
        assert.ok(ratio >= 4.5, `${colour} on ${background} is ${ratio.toFixed(2)}:1`);
      }
    });
  }
});
