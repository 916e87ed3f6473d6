// `node -r ./scripts/protocol-alias.cjs`: resolves `@protocol/…` for code run from source by ts-node
// (the benches), which does not read tsconfig paths. Builds and jest map the alias themselves.
const Module = require('node:module');
const path = require('node:path');

const protocolDir = path.resolve(__dirname, '..', 'protocol');
const resolve = Module._resolveFilename;
Module._resolveFilename = function resolveProtocol(request, ...rest) {
  const target = request.startsWith('@protocol/')
    ? path.join(protocolDir, request.slice('@protocol/'.length))
    : request;
  return resolve.call(this, target, ...rest);
};
