// Leaves webpack's own share-scope runtime out of every federated build (page weight; about 0.25 KB
// compressed of the shell's script and 0.2 KB of each remote entry). Both webpack's sharing plugins and the enhanced
// Module Federation plugin add a runtime module named "sharing"; the enhanced one comes second and assigns
// `__webpack_require__.I` and `.S` again, through the federation runtime, so webpack's (its own registration of every
// provided module, a copy of what `initOptions.shared` holds) is never called. scripts/test/webBuild.test.ts checks
// a built remote entry initialises sharing through the federation runtime only.
const WebpackShareRuntimeModule = require('webpack/lib/sharing/ShareRuntimeModule');

const PLUGIN = 'SupersededSharingRuntimePlugin';

class SupersededSharingRuntimePlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.runtimeModule.tap(PLUGIN, (module) => {
        if (module instanceof WebpackShareRuntimeModule) module.generate = () => null;
      });
    });
  }
}

module.exports = { SupersededSharingRuntimePlugin };
