import { waitForHydration } from './support';
import { expect, test } from './tab';

// From a phone to a wide desktop, including 1,400 px, where a line was once cut off at `?? nu…`.
const WIDTHS = [390, 768, 1024, 1400, 1920];

interface Clipped {
  readonly block: string;
  readonly line: string;
  readonly overflow: number;
}

for (const width of WIDTHS) {
  test(`the home page's code showcase shows every line whole at ${width} px`, async ({ tab: page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await waitForHydration(page);
    const blocks = page.locator('#showcase-heading ~ * pre');
    await expect(blocks).toHaveCount(2);

    const clipped: Clipped[] = [];
    for (const block of await blocks.all()) {
      // Off-screen code blocks skip layout (content-visibility: auto), so measure each one in view.
      await block.scrollIntoViewIfNeeded();
      clipped.push(
        ...(await block.evaluate((pre): Clipped[] => {
          const title = pre.closest('[class*="codeBlockContainer"]')?.querySelector('[class*="codeBlockTitle"]');
          const name = title?.textContent ?? pre.textContent?.slice(0, 40) ?? '';
          // The box the reader sees: the block's padding box, whose right part scrolls out of sight.
          const box = pre.getBoundingClientRect();
          const visibleRight = box.left + pre.clientLeft + pre.clientWidth;
          const found: Clipped[] = [];
          if (pre.scrollWidth > pre.clientWidth) {
            found.push({ block: name, line: '(the block scrolls sideways)', overflow: pre.scrollWidth - pre.clientWidth });
          }
          for (const line of Array.from(pre.querySelectorAll<HTMLElement>('.line'))) {
            const range = document.createRange();
            range.selectNodeContents(line);
            const right = Math.max(...Array.from(range.getClientRects(), (rect) => rect.right));
            if (right > visibleRight + 0.5) {
              found.push({ block: name, line: line.textContent ?? '', overflow: Math.round(right - visibleRight) });
            }
          }
          return found;
        })),
      );
    }
    expect(clipped).toEqual([]);
  });
}
