// The navbar's search button, in DocSearch's markup and classes so its stylesheet applies. Written here
// rather than imported because @docsearch/react ships button, modal and search client as one module: importing
// the button would put all of it in every page's main bundle, where the modal is only needed once opened.
import { forwardRef, useEffect, useState, type ButtonHTMLAttributes, type ReactNode } from 'react';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  readonly translations?: { readonly buttonText?: string; readonly buttonAriaLabel?: string };
};

const isApple = () => /Mac|iPhone|iPod|iPad/i.test(navigator.platform);

function SearchIcon() {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
      <circle cx="8.5" cy="8.5" r="6" stroke="currentColor" fill="none" strokeWidth="1.6" />
      <path d="M13 13l5 5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/** A key cap that looks pressed while its key is held down. */
function Key({ keyName, children }: { readonly keyName: string; readonly children: ReactNode }) {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const down = (event: KeyboardEvent) => event.key === keyName && setPressed(true);
    const up = (event: KeyboardEvent) => (event.key === keyName || event.key === 'Meta') && setPressed(false);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [keyName]);
  return <kbd className={pressed ? 'DocSearch-Button-Key DocSearch-Button-Key--pressed' : 'DocSearch-Button-Key'}>{children}</kbd>;
}

export default forwardRef<HTMLButtonElement, Props>(function SearchButton({ translations = {}, ...props }, ref) {
  const { buttonText = 'Search', buttonAriaLabel = 'Search' } = translations;
  // The platform is only known in the browser; the server renders no key caps, so hydration matches.
  const [apple, setApple] = useState<boolean | null>(null);
  useEffect(() => setApple(isApple()), []);
  return (
    <button type="button" className="DocSearch DocSearch-Button" aria-label={`${buttonAriaLabel} (${apple ? 'Command' : 'Ctrl'}+K)`} {...props} ref={ref}>
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{buttonText}</span>
      </span>
      <span className="DocSearch-Button-Keys">
        {apple !== null && (
          <>
            <Key keyName={apple ? 'Meta' : 'Control'}>{apple ? '⌘' : 'Ctrl'}</Key>
            <Key keyName="k">K</Key>
          </>
        )}
      </span>
    </button>
  );
});
