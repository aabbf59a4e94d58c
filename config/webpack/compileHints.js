// V8's explicit compile hint (Chrome 136+): a script that opens with `//# allFunctionsCalledOnLoad` has all of its
// functions compiled at once, on the thread that streams the script in, instead of one by one on the main thread
// the first time each runs. The shell's entry runs nearly all of its code at start-up (React, the router, the store,
// the frame), so on a phone that compile work leaves the main thread, where it was most of the entry's long task.
// Added after minification (which drops comments), before precompression and the content hash.
const webpack = require('webpack');
const { tapProcessAssets } = require('./processAssets');

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  /** @param {(file: string) => boolean} isStartupFile which emitted scripts run at start-up */
  constructor(isStartupFile) {
    this.isStartupFile = isStartupFile;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    tapProcessAssets(compiler, 'CompileHintsPlugin', 'PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE', (compilation, assets) => {
      for (const file of Object.keys(assets).filter((name) => name.endsWith('.js') && this.isStartupFile(name))) {
        compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(COMPILE_HINT, source));
      }
    });
  }
}

module.exports = { CompileHintsPlugin, COMPILE_HINT };
