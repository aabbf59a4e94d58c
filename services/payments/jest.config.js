const { nodeProject } = require('../../config/jest.base.js');
module.exports = nodeProject(__dirname);
