// Import resolver for eslint-plugin-boundaries (interface v2, as used by eslint-module-utils): maps our
// path aliases (`@/*` → src/*, `@protocol/*` → protocol/*, the same as tsconfig, webpack and jest) and
// resolves TypeScript files, so the layering rules see where an aliased import really lands.
const path = require('node:path');
const nodeResolver = require('eslint-import-resolver-node');

const ROOT = path.resolve(__dirname, '..', '..');
const ALIASES = [
  ['@/', path.join(ROOT, 'src') + path.sep],
  ['@protocol/', path.join(ROOT, 'protocol') + path.sep],
];
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'];

function unalias(source) {
  for (const [prefix, target] of ALIASES) {
    if (source.startsWith(prefix)) return target + source.slice(prefix.length);
  }
  return source;
}

module.exports = {
  interfaceVersion: 2,
  resolve(source, file) {
    return nodeResolver.resolve(unalias(source), file, { extensions: EXTENSIONS });
  },
};
