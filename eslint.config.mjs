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
    rules: {
      // Every control-character pattern here is the point of its line (refusing or removing them from names and text).
      'no-control-regex': 'off',
      // An async function without an await is how the code meets a contract that wants a promise (handlers, jobs, hooks).
      '@typescript-eslint/require-await': 'off',
      // Our function-holding objects (deciders, handler tables, Kysely's expression builder) declare their members in method
      // syntax and never use `this`: the rule cannot tell them from a class's methods, and none of its findings was one.
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // Tests, benches and stand-ins read JSON bodies (typed any) and hand them to expect() or the next request: the
    // assertion is the check, and a type per body would be a cast on each of some 1,600 lines.
    files: ['**/*.test.{ts,tsx}', '**/testing/**', 'deploy/bench/**', 'deploy/system/**', 'deploy/stand-ins/**', 'web/e2e/**', 'web/test/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // The service worker is its own program (webworker types): tsconfig.sw.json.
    files: ['web/src/sw.ts'],
    languageOptions: { parserOptions: { projectService: false, project: 'web/tsconfig.sw.json' } },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // A .cjs file is CommonJS: require() is its import statement (Jest loads web/test/jsdom-environment.cjs as one).
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
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
