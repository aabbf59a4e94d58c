const { nodeProject } = require('../config/jest.base.js');
// Checks of the repository itself: docker-compose shape, root scripts.
module.exports = nodeProject(__dirname, { displayName: 'repo', testMatch: ['<rootDir>/test/**/*.test.ts'] });
