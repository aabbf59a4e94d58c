// What each emitted script holds: bundle-contents.json beside the build lists, per JavaScript file, the packages whose
// modules it carries and their size before minification. bench/web reads it to count copies of shared singletons and
// of the federation runtime on a page, and to name the largest contributors when a page goes over its byte budget.
const { emitText, tapProcessAssets } = require('./processAssets');

const CONTENTS_FILE = 'bundle-contents.json';

/** '@scope/name' or 'name' for a file under node_modules; else the workspace folder (shell, mfe-cart, shared-domain). */
function packageOf(resource, repoRoot) {
  const normalized = resource.split('?')[0].replace(/\\/g, '/');
  const at = normalized.lastIndexOf('/node_modules/');
  if (at >= 0) {
    const parts = normalized.slice(at + '/node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const root = repoRoot.replace(/\\/g, '/');
  const inside = normalized.startsWith(`${root}/`) ? normalized.slice(root.length + 1) : normalized;
  const [first, second] = inside.split('/');
  return first === 'services' || first === 'config' ? `${first}/${second}` : first;
}

class BundleContentsPlugin {
  /** @param {{ repoRoot: string, filename?: string }} options */
  constructor({ repoRoot, filename = CONTENTS_FILE }) {
    this.repoRoot = repoRoot;
    this.filename = filename;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    tapProcessAssets(compiler, 'BundleContentsPlugin', 'PROCESS_ASSETS_STAGE_REPORT', (compilation) => {
      const contents = {};
      const add = (sizes, module) => {
        if (Array.isArray(module.modules)) {
          for (const inner of module.modules) add(sizes, inner);
          return;
        }
        const resource = module.resource;
        if (typeof resource !== 'string') return;
        const name = packageOf(resource, this.repoRoot);
        sizes[name] = (sizes[name] ?? 0) + module.size();
      };
      for (const chunk of compilation.chunks) {
        const sizes = {};
        for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) add(sizes, module);
        for (const file of chunk.files) {
          if (file.endsWith('.js')) contents[file] = sizes;
        }
      }
      emitText(compilation, this.filename, `${JSON.stringify(contents)}\n`);
    });
  }
}

module.exports = { BundleContentsPlugin, packageOf, CONTENTS_FILE };
