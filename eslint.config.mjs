// Lint rules and the reasons for each departure from the presets: docs/decisions/0231-lint-and-format.md.
import { registerHooks } from 'node:module';

// typescript-eslint reads types through TypeScript's JavaScript API, which TypeScript 7 (our tsc) no longer has
// (typescript-eslint#10940): in this process `typescript` is TypeScript 6's API, installed as @typescript/typescript6.
registerHooks({
  resolve: (specifier, context, nextResolve) =>
    nextResolve(specifier === 'typescript' || specifier.startsWith('typescript/') ? `@typescript/typescript6${specifier.slice('typescript'.length)}` : specifier, context),
});

const { default: js } = await import('@eslint/js');
const { default: tseslint } = await import('typescript-eslint');
const { default: reactHooks } = await import('eslint-plugin-react-hooks');
const { default: jsxA11y } = await import('eslint-plugin-jsx-a11y');
const { default: prettier } = await import('eslint-config-prettier');
const { default: globals } = await import('globals');

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'test-results/**', 'web/dev-dist/**', 'web/public/**'],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.mjs', 'web/scripts/*.mjs', 'web/test/*.cjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {},
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['web/**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'web/test/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  prettier,
);
