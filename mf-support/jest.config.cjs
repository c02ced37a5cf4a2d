module.exports = require('../build-tools/jest-preset').dom(__dirname);
