// The layering of docs/architecture.md ("Layers"), enforced by eslint-plugin-boundaries:
//   app → pages → features → shared → protocol, and server → protocol.
// A feature is used by the others only through its public index.ts; it imports its own files freely.
// Test files may also use the test support in src/shared/testing (which may build the real store).
import boundaries from 'eslint-plugin-boundaries';

const resolver = new URL('./alias-resolver.cjs', import.meta.url).pathname;

/** Element types: which folder is which layer. The more specific folders come first. */
const elements = [
  { type: 'testing', pattern: 'src/shared/testing' },
  { type: 'app', pattern: 'src/app' },
  // main.tsx, the composition root, is a single file (hence file mode).
  { type: 'app', pattern: 'src/main.tsx', mode: 'file' },
  { type: 'pages', pattern: 'src/pages' },
  { type: 'features', pattern: 'src/features/*', capture: ['feature'] },
  { type: 'shared', pattern: 'src/shared' },
  { type: 'protocol', pattern: 'protocol' },
  { type: 'server', pattern: 'server' },
];

const to = (...types) => ({ to: { element: { types: types.length === 1 ? types[0] : { anyOf: types } } } });
/** Another feature, only through its public index. */
const featureIndex = {
  to: { element: { type: 'features', fileInternalPath: 'index.{ts,tsx}' } },
};

/** The typed Redux hooks every component uses (app/hooks.ts only types the store; it imports no layer). */
const appHooks = { to: { element: { type: 'app', fileInternalPath: 'hooks.ts' } } };
/** The store's types (RootState, AppDispatch), as types only. */
const storeTypes = {
  to: { element: { type: 'app', fileInternalPath: 'store.ts' } },
  dependency: { kind: 'type' },
};

const message =
  'Layering (docs/architecture.md "Layers"): {{from.type}} may not import {{to.type}} {{to.fileInternalPath}}. ' +
  'Use the public index of a feature, or move shared code down a layer.';

export const layering = {
  files: ['**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { [resolver]: {} },
    'boundaries/elements': elements,
    'boundaries/legacy-warnings': false,
    'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        message,
        policies: [
          { from: { element: { type: 'app' } }, allow: to('app', 'pages', 'features', 'shared', 'protocol') },
          {
            from: { element: { type: 'pages' } },
            allow: [featureIndex, appHooks, storeTypes, to('shared', 'protocol')],
          },
          {
            from: { element: { type: 'features' } },
            allow: [featureIndex, appHooks, storeTypes, to('shared', 'protocol')],
          },
          { from: { element: { type: 'shared' } }, allow: to('protocol') },
          { from: { element: { type: 'protocol' } }, allow: to('protocol') },
          { from: { element: { type: 'server' } }, allow: to('protocol') },
          // Test support renders with the real store and the app's theme.
          { from: { element: { type: 'testing' } }, allow: [to('app', 'shared', 'protocol'), featureIndex] },
          // Tests use the real store (makeStore) and the test support.
          {
            from: { file: { categories: 'test' } },
            allow: [to('testing'), { to: { element: { type: 'app', fileInternalPath: 'store.ts' } } }],
          },
        ],
      },
    ],
  },
};
