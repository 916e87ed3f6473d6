import os from 'node:os';
import type { Config } from 'jest';

const tsJest = (tsconfig: Record<string, unknown>) =>
  ['ts-jest', { tsconfig: { rootDir: __dirname, ...tsconfig }, diagnostics: { warnOnly: false } }] as const;

// Node 20 loads these ESM-only dependencies natively (require(esm)), but Jest's CommonJS runtime
// cannot, so ts-jest compiles them to CommonJS for tests only.
const ESM_PACKAGES = [
  'music-metadata',
  'strtok3',
  'token-types',
  'file-type',
  '@tokenizer',
  'uint8array-extras',
  'peek-readable',
  '@borewit',
  'win-guid',
  'media-typer',
  // feed 5 (RSS and Atom of server/src/modules/feed) ships ESM only.
  'feed',
  // The Node 20 pins (docs/architecture.md "Supported Node versions") install CommonJS builds of
  // these; a node_modules installed before the pins still holds their ESM-only releases.
  'content-disposition',
  'cookie',
  'htmlparser2',
  'domhandler',
  'domutils',
  'dom-serializer',
  'entities',
  'domelementtype',
];
const transformIgnorePatterns = [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`];

const config: Config = {
  // Generous: on a loaded 2-core machine bcrypt and rate-limit tests can exceed Jest's 5 s default.
  testTimeout: 30_000,
  // Jest's default (cores − 1) is one worker on a 2-core machine, where most suites wait on servers,
  // sockets and disks rather than the CPU: two workers keep both cores busy (docs/performance.md
  // "How to measure"; builds are shared under scripts/build-state.mjs's lock).
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  reporters: ['default', '<rootDir>/scripts/slowest-suites.cjs'],
  projects: [
    {
      displayName: 'client',
      testTimeout: 30_000,
      testEnvironment: '<rootDir>/src/shared/testing/jsdomWithFetch.ts',
      roots: ['<rootDir>/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/src/shared/testing/setupTests.ts'],
      moduleNameMapper: {
        '^@/(.*)$': '<rootDir>/src/$1',
        '^@protocol/(.*)$': '<rootDir>/protocol/$1',
        '\\.(css)$': '<rootDir>/src/shared/testing/styleStub.ts',
        '\\.(png|jpe?g|gif|svg|webp)$': '<rootDir>/src/shared/testing/fileStub.ts',
        // The captcha widget needs Web Workers and WebCrypto: a stand-in element (altchaStub.ts).
        '^altcha$': '<rootDir>/src/shared/testing/altchaStub.ts',
      },
      // yet-another-react-lightbox ships ESM only: compiled to CommonJS for the tests, like the server's.
      transformIgnorePatterns: ['/node_modules/(?!yet-another-react-lightbox/)'],
      transform: {
        '[\\/]node_modules[\\/]yet-another-react-lightbox[\\/].+\\.js$': tsJest({
          module: 'CommonJS',
          esModuleInterop: true,
          isolatedModules: true,
          allowJs: true,
        }),
        '^.+\\.tsx?$': tsJest({
          jsx: 'react-jsx',
          module: 'CommonJS',
          moduleResolution: 'bundler',
          esModuleInterop: true,
          isolatedModules: true,
        }),
      },
    },
    {
      displayName: 'server',
      testTimeout: 30_000,
      testEnvironment: 'node',
      // protocol/ is shared by both sides; its unit tests run under node with the server's.
      roots: ['<rootDir>/server', '<rootDir>/protocol'],
      testMatch: ['<rootDir>/server/test/**/*.test.ts', '<rootDir>/protocol/**/*.test.ts'],
      globalSetup: '<rootDir>/server/test/global-setup.ts',
      globalTeardown: '<rootDir>/server/test/global-teardown.ts',
      moduleNameMapper: {
        '^@protocol/(.*)$': '<rootDir>/protocol/$1',
        // These two export only `import`/`module-sync` conditions, which Jest's CommonJS resolver skips.
        '^music-metadata$': '<rootDir>/node_modules/music-metadata/lib/index.js',
        '^file-type$': '<rootDir>/node_modules/file-type/index.js',
      },
      transformIgnorePatterns,
      transform: {
        '^.+\\.[tj]sx?$': tsJest({
          module: 'CommonJS',
          moduleResolution: 'bundler',
          esModuleInterop: true,
          isolatedModules: true,
          allowJs: true,
        }),
      },
    },
  ],
};

export default config;
