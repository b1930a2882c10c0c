// The search modal's keyboard shortcuts, kept out of @docsearch/react for the same reason as SearchButton:
// Ctrl/⌘+K toggles it, "/" opens it unless the reader is typing in a field, Escape closes it, and a letter or
// digit typed while the button has focus opens it with that character as the query.
import { useEffect, type RefObject } from 'react';

type Options = {
  readonly isOpen: boolean;
  readonly onOpen: () => void;
  readonly onClose: () => void;
  readonly onInput: (event: KeyboardEvent) => void;
  readonly searchButtonRef: RefObject<HTMLButtonElement | null>;
};

function isEditing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

export default function useSearchShortcuts({ isOpen, onOpen, onClose, onInput, searchButtonRef }: Options): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const toggle = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const escape = event.code === 'Escape' && isOpen;
      const slash = event.key === '/' && !isOpen && !isEditing(event.target);
      if (toggle || escape || slash) {
        event.preventDefault();
        if (isOpen) onClose();
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      if (searchButtonRef.current === document.activeElement && /^[a-z0-9]$/i.test(event.key)) onInput(event);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
