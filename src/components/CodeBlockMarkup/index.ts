// The build-time markup of a code block (plugins/code-blocks) and the URL of its page's hover popup table,
// passed from src/theme/CodeBlock to its Content.
import { createContext, useContext } from 'react';

export interface Markup {
  readonly html: string;
  readonly hovers?: string;
}

export const CodeBlockMarkup = createContext<Markup | undefined>(undefined);

export const useCodeBlockMarkup = (): Markup | undefined => useContext(CodeBlockMarkup);
