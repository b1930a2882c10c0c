import { useEffect, type RefObject } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { loadTable } from './tables';

const GAP = 4;
const MARGIN = 8;

let popupCount = 0;

/** Gives a token its popup, a tooltip that describes it, the first time it is wanted. */
async function ensurePopup(token: HTMLElement, url: string, baseUrl: string): Promise<HTMLElement | null> {
  const existing = token.querySelector<HTMLElement>(':scope > .twoslash-popup-container');
  if (existing) return existing;
  const content = (await loadTable(url, baseUrl))[Number(token.dataset.hover)];
  if (content === undefined || token.querySelector(':scope > .twoslash-popup-container')) return null;
  const popup = document.createElement('span');
  popup.className = 'twoslash-popup-container';
  popup.id = `twoslash-popup-${(popupCount += 1)}`;
  popup.setAttribute('role', 'tooltip');
  // The content is the site's own build output (plugins/code-blocks), served beside the page.
  popup.innerHTML = content;
  token.append(popup);
  token.setAttribute('aria-describedby', popup.id);
  return popup;
}

/** Puts an open popup under its token (above it when there is no room), inside the viewport. */
function place(token: Element) {
  const popup = token.querySelector<HTMLElement>(':scope > .twoslash-popup-container');
  if (!popup || token.classList.contains('twoslash-query-persisted')) return;
  const anchor = token.getBoundingClientRect();
  const { width, height } = popup.getBoundingClientRect();
  const left = Math.max(MARGIN, Math.min(anchor.left, window.innerWidth - width - MARGIN));
  const below = anchor.bottom + GAP;
  const top = below + height > window.innerHeight - MARGIN && anchor.top - GAP - height > MARGIN ? anchor.top - GAP - height : below;
  popup.style.left = `${left}px`;
  popup.style.top = `${top}px`;
}

/**
 * Type popups of a block's tokens: built lazily from the page's popup table (`hovers`, fetched when the reader
 * first points at or focuses the block), fixed-positioned so the block's scrolling box cannot clip them
 * (src/css/code-blocks.css), placed on hover or focus (a tap focuses), and moved along when the page or the
 * block scrolls.
 */
export function useHoverPopups(ref: RefObject<HTMLElement | null>, hovers: string | undefined): void {
  const { baseUrl } = useDocusaurusContext().siteConfig;
  useEffect(() => {
    const root = ref.current;
    if (!hovers || !root) return undefined;
    const open = (event: Event) => {
      const token = (event.target as Element | null)?.closest?.<HTMLElement>('.twoslash-hover[data-hover]');
      if (!token || !root.contains(token)) {
        loadTable(hovers, baseUrl).catch(() => undefined); // Anywhere in the block: fetch ahead of the first token.
        return;
      }
      ensurePopup(token, hovers, baseUrl)
        .then((popup) => popup && requestAnimationFrame(() => place(token)))
        .catch(() => undefined); // No table (offline): the token simply shows no popup.
    };
    const follow = () => {
      root.querySelectorAll('.twoslash-hover:focus, .twoslash-hover:hover').forEach(place);
    };
    root.addEventListener('pointerover', open);
    root.addEventListener('focusin', open);
    window.addEventListener('scroll', follow, { passive: true });
    root.addEventListener('scroll', follow, { passive: true });
    return () => {
      root.removeEventListener('pointerover', open);
      root.removeEventListener('focusin', open);
      window.removeEventListener('scroll', follow);
      root.removeEventListener('scroll', follow);
    };
  }, [ref, hovers, baseUrl]);
}
