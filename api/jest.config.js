module.exports = require('../build-tools/jest-preset').node(__dirname);
