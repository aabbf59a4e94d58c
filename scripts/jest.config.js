const { nodeProject } = require('../config/jest.base.js');
// Checks of the repository itself: docker-compose shape, root scripts, the Kubernetes manifests in deploy/.
module.exports = nodeProject(__dirname, {
  displayName: 'repo',
  roots: ['<rootDir>', '<rootDir>/../deploy'],
  testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/../deploy/**/*.test.ts'],
});
