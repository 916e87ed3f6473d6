import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { formsNoValidate } from './scripts/eslint/forms-no-validate.mjs';
import { layering } from './scripts/eslint/layering.mjs';
import { namedCodes } from './scripts/eslint/named-codes.mjs';
import { storageFolders } from './scripts/eslint/storage-folders.mjs';

const ROUTER_LINK = {
  name: 'react-router',
  importNames: ['Link', 'NavLink'],
  message: 'Use Link from @/shared/components/Link (no data-discover mark in every page).',
};

export default tseslint.config(
  { ignores: ['dist/', 'build/', 'coverage/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // One Link for the app, without react-router's discovery mark (src/shared/components/Link.tsx).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/shared/components/Link.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [ROUTER_LINK] }] },
  },
  {
    // Components use the typed hooks from app/hooks.ts (docs/architecture.md).
    files: ['src/features/**/*.{ts,tsx}', 'src/pages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector'],
              message: 'Use useAppDispatch/useAppSelector from @/app/hooks.',
            },
            ROUTER_LINK,
          ],
        },
      ],
    },
  },
  { files: ['**/*.{js,mjs,cjs}'], languageOptions: { globals: { ...globals.node } } },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  layering,
  namedCodes,
  storageFolders,
  formsNoValidate,
);
