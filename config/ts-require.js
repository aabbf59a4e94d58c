// Lets a process or a worker thread that a test starts run the TypeScript sources as jest does (the same swc
// transform, the workspace packages from their sources), so no build is needed before the tests: `require` this
// first, then the .ts entry.
const fs = require('node:fs');
const Module = require('node:module');
const { transformSync } = require('@swc/core');
const { swcTransform, workspaceSources } = require('./jest.base.js');

const options = swcTransform[1];
function compileTypeScript(module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), { ...options, filename, sourceMaps: 'inline' });
  module._compile(code, filename);
}
Module._extensions['.ts'] = compileTypeScript;
Module._extensions['.tsx'] = compileTypeScript;

const aliases = Object.entries(workspaceSources).map(([pattern, file]) => [new RegExp(pattern), file]);
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveWorkspaceSource(request, ...rest) {
  const alias = aliases.find(([pattern]) => pattern.test(request));
  return resolveFilename.call(this, alias ? alias[1] : request, ...rest);
};
