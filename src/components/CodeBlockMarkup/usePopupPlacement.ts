import { useEffect, type RefObject } from 'react';

const GAP = 4;
const MARGIN = 8;

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
 * Type popups are fixed-positioned so the block's scrolling box cannot clip them (src/css/code-blocks.css);
 * this places the one being opened, on hover or focus (a tap focuses), and moves the open one along when the
 * page or the block scrolls.
 */
export function usePopupPlacement(ref: RefObject<HTMLElement | null>, enabled: boolean): void {
  useEffect(() => {
    const root = ref.current;
    if (!enabled || !root) return undefined;
    const open = (event: Event) => {
      const token = (event.target as Element | null)?.closest?.('.twoslash-hover');
      if (token && root.contains(token)) requestAnimationFrame(() => place(token));
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
  }, [ref, enabled]);
}
