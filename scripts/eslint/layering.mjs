// The layering of docs/architecture.md ("Layers", "Server layers"), enforced by eslint-plugin-boundaries:
//   client: app → pages → features → shared → protocol;
//   server: lib → db → protocol, one way (db never imports lib); plugins → lib; modules → lib and other
//   modules' index.ts (their app-wide services too, named as fastify-plugin dependencies);
//   render (server rendering) → lib and modules' index.ts; app.ts, cli/ and tests compose them all.
// A feature (or a server module) is used by the others only through its public index.ts; it imports
// its own files freely. Test files may also use the test support in src/shared/testing (which may
// build the real store).
import boundaries from 'eslint-plugin-boundaries';

const resolver = new URL('./alias-resolver.cjs', import.meta.url).pathname;

/** Element types: which folder is which layer. The more specific folders come first. */
const elements = [
  { type: 'testing', pattern: 'src/shared/testing' },
  { type: 'app', pattern: 'src/app' },
  // main.tsx, the composition root, is a single file (hence file mode).
  { type: 'app', pattern: 'src/main.tsx', mode: 'file' },
  // boot.ts, the page's only script before the reader's first intent, composes like main.tsx.
  { type: 'app', pattern: 'src/boot.ts', mode: 'file' },
  { type: 'pages', pattern: 'src/pages' },
  { type: 'features', pattern: 'src/features/*', capture: ['feature'] },
  { type: 'shared', pattern: 'src/shared' },
  { type: 'protocol', pattern: 'protocol' },
  // Migrations are frozen history: only the migrator (db/database.ts) runs them, nothing reads them.
  { type: 'server-migrations', pattern: 'server/src/db/migrations' },
  // First data, written through db with lib's helpers (password hashing, time, image files): the
  // first admin and the JWT secret (db/bootstrap.ts) and the demo content (db/seed/). Only the
  // composition runs them, so the db layer itself never imports lib.
  { type: 'server-seed', pattern: 'server/src/db/seed' },
  { type: 'server-seed', pattern: 'server/src/db/bootstrap.ts', mode: 'file' },
  { type: 'server-db', pattern: 'server/src/db' },
  { type: 'server-lib', pattern: 'server/src/lib' },
  { type: 'server-plugins', pattern: 'server/src/plugins' },
  { type: 'server-modules', pattern: 'server/src/modules/*', capture: ['module'] },
  { type: 'server-render', pattern: 'server/src/render' },
  { type: 'server-transfer', pattern: 'server/src/transfer' },
  { type: 'server-config', pattern: 'server/src/config.ts', mode: 'file' },
  // The composition: app.ts, main.ts, cli/, and the server's tests.
  { type: 'server', pattern: 'server' },
];

const to = (...types) => ({ to: { element: { types: types.length === 1 ? types[0] : { anyOf: types } } } });
/** Another feature, only through its public index. */
const featureIndex = {
  to: { element: { type: 'features', fileInternalPath: 'index.{ts,tsx}' } },
};

/** Another server module, only through its public index. */
const moduleIndex = {
  to: { element: { type: 'server-modules', fileInternalPath: 'index.ts' } },
};
/** The configuration's types (AppConfig), as types only. */
const configTypes = { to: { element: { type: 'server-config' } }, dependency: { kind: 'type' } };

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
          { from: { element: { type: 'server-migrations' } }, allow: to('server-db', 'protocol') },
          {
            from: { element: { type: 'server-db' } },
            allow: [to('server-migrations', 'protocol'), configTypes],
          },
          {
            from: { element: { type: 'server-seed' } },
            allow: [to('server-seed', 'server-db', 'server-lib', 'protocol'), configTypes],
          },
          { from: { element: { type: 'server-lib' } }, allow: [to('server-db', 'protocol'), configTypes] },
          {
            from: { element: { type: 'server-plugins' } },
            allow: [to('server-lib', 'server-db', 'protocol'), configTypes],
          },
          {
            from: { element: { type: 'server-modules' } },
            allow: [moduleIndex, configTypes, to('server-lib', 'server-db', 'protocol')],
          },
          {
            from: { element: { type: 'server-render' } },
            allow: [moduleIndex, configTypes, to('server-lib', 'server-db', 'protocol')],
          },
          {
            from: { element: { type: 'server-transfer' } },
            allow: [moduleIndex, configTypes, to('server-lib', 'server-db', 'protocol')],
          },
          { from: { element: { type: 'server-config' } }, allow: to('server-lib', 'protocol') },
          {
            from: { element: { type: 'server' } },
            allow: to(
              'server',
              'server-config',
              'server-db',
              'server-lib',
              'server-plugins',
              'server-modules',
              'server-render',
              'server-transfer',
              'server-migrations',
              'server-seed',
              'protocol',
            ),
          },
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
