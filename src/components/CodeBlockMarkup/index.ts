// The build-time markup of a code block (plugins/code-blocks), passed from src/theme/CodeBlock to its Content.
import { createContext, useContext } from 'react';

export const CodeBlockMarkup = createContext<string | undefined>(undefined);

export const useCodeBlockMarkup = (): string | undefined => useContext(CodeBlockMarkup);
