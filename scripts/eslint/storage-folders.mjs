// Uploads and the music library live behind one storage interface (docs/architecture.md "Object
// storage"): a folder or an S3-compatible bucket. Code that reached for the folders' paths would
// work on one machine and break on two, so only the storage drivers and the configuration that
// reads UPLOAD_DIR / MUSIC_DIR may name `uploadDir` or `musicDir`; everything else asks `app.storage`.
// (A rule of its own, not no-restricted-syntax, which named-codes.mjs already sets for these files.)
const FOLDER_NAMES = new Set(['uploadDir', 'musicDir']);

const rule = {
  meta: {
    type: 'problem',
    messages: {
      folder:
        '"{{name}}": uploads and music go through the storage interface (server/src/lib/storage, ' +
        'docs/architecture.md "Object storage"), never the folder itself.',
    },
    schema: [],
  },
  create(context) {
    return {
      Identifier(node) {
        if (FOLDER_NAMES.has(node.name)) context.report({ node, messageId: 'folder', data: { name: node.name } });
      },
    };
  },
};

export const storageFolders = {
  files: ['server/src/**/*.ts'],
  ignores: ['server/src/lib/storage/**', 'server/src/config.ts'],
  plugins: { storage: { rules: { 'folders-only-in-drivers': rule } } },
  rules: { 'storage/folders-only-in-drivers': 'error' },
};
