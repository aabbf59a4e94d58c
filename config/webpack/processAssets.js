// The one way our webpack plugins take part in a build's output: a step of each compilation's processAssets hook, at
// the stage that says when it runs (after minification, once every asset is there...), and emitting a text file.

/**
 * Runs `step(compilation, assets)` in each compilation's processAssets hook.
 * @param {import('webpack').Compiler} compiler
 * @param {string} name the plugin's name
 * @param {string} stage a `PROCESS_ASSETS_STAGE_*` key of webpack's Compilation
 * @param {(compilation: import('webpack').Compilation, assets: Record<string, import('webpack').sources.Source>) => void} step
 */
function tapProcessAssets(compiler, name, stage, step) {
  const stageNumber = compiler.webpack.Compilation[stage];
  compiler.hooks.thisCompilation.tap(name, (compilation) => {
    compilation.hooks.processAssets.tap({ name, stage: stageNumber }, (assets) => step(compilation, assets));
  });
}

/** Adds a text file to the compilation's output. */
function emitText(compilation, filename, text) {
  compilation.emitAsset(filename, new compilation.compiler.webpack.sources.RawSource(text));
}

module.exports = { tapProcessAssets, emitText };
