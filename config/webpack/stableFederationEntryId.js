// The federation plugin writes its runtime entry to node_modules/.federation/entry.<hash>.js, the hash taken over
// absolute paths, so with deterministic module ids that module's id (and with it the entry script's bytes and content
// hash) changed with the folder a clone sits in: one commit built in two folders differed by about 100 compressed bytes,
// enough to cross a page's byte budget in one folder and not in another. The module gets an id from the container's
// name instead (five digits: above the four-digit deterministic ids), so a build is the same wherever it runs.
const { createHash } = require('node:crypto');

const FEDERATION_ENTRY = /[\\/]\.federation[\\/]entry\.[0-9a-f]+\.js$/;

class StableFederationEntryIdPlugin {
  /** @param {string} name the federation container's name */
  constructor(name) {
    const digest = createHash('sha256').update(`${name} federation entry`).digest();
    this.id = 10_000 + (digest.readUInt32BE(0) % 89_000);
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('StableFederationEntryIdPlugin', (compilation) => {
      compilation.hooks.beforeModuleIds.tap('StableFederationEntryIdPlugin', (modules) => {
        // (Not plain modules: an identifier is the file's path and a hash; a remote has one per entry it serves.)
        const entries = [...modules]
          .filter((module) => FEDERATION_ENTRY.test(module.identifier().split('|')[0]))
          .sort((a, b) => a.identifier().split('|')[1].localeCompare(b.identifier().split('|')[1]));
        entries.forEach((module, i) => compilation.chunkGraph.setModuleId(module, this.id + i));
      });
      compilation.hooks.afterOptimizeModuleIds.tap('StableFederationEntryIdPlugin', (modules) => {
        const ids = [...modules]
          .map((module) => compilation.chunkGraph.getModuleId(module))
          .filter((id) => id !== null);
        if (new Set(ids).size !== ids.length) throw new Error('two modules were given one id');
      });
    });
  }
}

module.exports = { StableFederationEntryIdPlugin };
