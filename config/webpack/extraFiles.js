// Files copied as they are into a build's output (WebConfigOptions.extraFiles): the cart embed's TypeScript
// declarations, published beside cart-embed.js in every version of the cart.
const fs = require('node:fs');
const path = require('node:path');
const { emitText, tapProcessAssets } = require('./processAssets');

class ExtraFilesPlugin {
  /**
   * @param {string} dir the package's folder
   * @param {Record<string, string>} files output name -> source file, relative to `dir`
   */
  constructor(dir, files) {
    this.files = Object.entries(files).map(([name, source]) => [name, path.resolve(dir, source)]);
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    tapProcessAssets(compiler, 'ExtraFilesPlugin', 'PROCESS_ASSETS_STAGE_ADDITIONAL', (compilation) => {
      for (const [name, file] of this.files) {
        // Watched in development, so an edit shows without a restart.
        compilation.fileDependencies.add(file);
        emitText(compilation, name, fs.readFileSync(file, 'utf8'));
      }
    });
  }
}

module.exports = { ExtraFilesPlugin };
