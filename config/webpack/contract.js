// The composition contract between the shell and the remotes: the exposed modules the shell loads by name
// (shell/src/remotes/areas.ts, REMOTE_MODULES). A remote whose exposes differ fails its own build, before compiling,
// so renaming './CartPanel' cannot ship and silently stop 'Add to Cart' site-wide.
const path = require('node:path');
const { repoRoot } = require('./shared');

const SHELL_CONTRACT_FILE = path.join(repoRoot, 'shell', 'src', 'remotes', 'areas.ts');

/**
 * The shell's expected exposes per area. Read from the TypeScript source: webpack.config.ts is run through ts-node
 * (and jest through swc), so requiring a .ts file works wherever a web config is evaluated.
 * @returns {Record<string, readonly string[]>}
 */
function loadShellContract() {
  return require(SHELL_CONTRACT_FILE).REMOTE_MODULES;
}

/**
 * What is wrong with a remote's exposes against the contract; empty when they match exactly.
 * @param {string} area
 * @param {readonly string[]} exposed the remote's exposed names ('./CartPanel')
 * @param {Record<string, readonly string[]>} contract
 * @returns {string[]}
 */
function exposesProblems(area, exposed, contract) {
  const expected = contract[area];
  if (!expected) {
    return [`'${area}' is not a remote area the shell knows (${path.relative(repoRoot, SHELL_CONTRACT_FILE)})`];
  }
  const normalized = exposed.map((name) => (name.startsWith('./') ? name : `./${name}`));
  const missing = expected.filter((name) => !normalized.includes(name));
  const unexpected = normalized.filter((name) => !expected.includes(name));
  return [
    ...missing.map((name) => `remote '${area}' does not expose '${name}', which the shell loads`),
    ...unexpected.map(
      (name) => `remote '${area}' exposes '${name}', which the shell's contract does not list (add it to areas.ts)`,
    ),
  ];
}

class ExposesContractError extends Error {
  /** @param {string} area @param {string[]} problems */
  constructor(area, problems) {
    super(
      `Composition contract broken by remote '${area}':\n${problems.map((p) => `  - ${p}`).join('\n')}\n` +
        `The shell's list is ${path.relative(repoRoot, SHELL_CONTRACT_FILE)}; change both sides together.`,
    );
    this.name = 'ExposesContractError';
    this.problems = problems;
  }
}

/** Fails the build (before compiling anything) when the remote's exposes differ from the shell's contract. */
class ExposesContractPlugin {
  /** @param {{ area: string, exposes: Record<string, string>, contract?: Record<string, readonly string[]> }} options */
  constructor({ area, exposes, contract }) {
    this.area = area;
    this.exposes = exposes;
    this.contract = contract;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.beforeCompile.tapAsync('ExposesContractPlugin', (_params, callback) => {
      let problems;
      try {
        problems = exposesProblems(this.area, Object.keys(this.exposes), this.contract || loadShellContract());
      } catch (error) {
        callback(error);
        return;
      }
      callback(problems.length ? new ExposesContractError(this.area, problems) : undefined);
    });
  }
}

module.exports = {
  ExposesContractPlugin,
  ExposesContractError,
  exposesProblems,
  loadShellContract,
  SHELL_CONTRACT_FILE,
};
