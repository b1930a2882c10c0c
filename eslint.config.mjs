// Strict lint for the site's own code: TypeScript, React hooks and accessibility rules.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['build/', '.docusaurus/', 'node_modules/', 'docs/api/', 'packages/', '.tmp/', 'test-results/', 'tests/samples/fixtures/', 'tests/fixtures/samples/'],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // CommonJS modules (the bundler's loaders, which rspack requires): require() is how they import.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    settings: { react: { version: 'detect' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.strict.rules,
      // The browser runs React 18.3 while the types are React 19's (CONTRIBUTING.md): keep 19's APIs out.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', importNames: ['use', 'useActionState', 'useOptimistic'], message: 'React 19 only; the site runs React 18 (CONTRIBUTING.md).' },
            { name: 'react-dom', importNames: ['useFormStatus', 'preload', 'preinit', 'preconnect', 'prefetchDNS'], message: 'React 19 only; the site runs React 18 (CONTRIBUTING.md).' },
          ],
        },
      ],
    },
  },
);
