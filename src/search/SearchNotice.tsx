/**
 * A small dialog in place of the search modal when the modal cannot be shown: its code did not load (offline),
 * or it failed while open. In every page's main bundle with the search button, so it needs nothing that may
 * be missing; its styles are in src/theme/SearchBar/styles.css.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export interface SearchNoticeProps {
  readonly title: string;
  readonly children: ReactNode;
  /** What the reader can do instead (try again, the search page); a Close button follows. */
  readonly actions: ReactNode;
  readonly onClose: () => void;
}

export default function SearchNotice({ title, children, actions, onClose }: SearchNoticeProps): ReactNode {
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    dialog.current?.querySelector<HTMLElement>('button, a')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  return createPortal(
    <div className="search-notice">
      <div ref={dialog} className="search-notice__dialog" role="alertdialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
        <p id={`${id}-title`} className="search-notice__title">
          {title}
        </p>
        <p id={`${id}-text`}>{children}</p>
        <div className="search-notice__actions">
          {actions}
          <button type="button" className="button button--secondary" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
