const { webProject } = require('../config/jest.base.js');
module.exports = webProject(__dirname);
