const preset = require('../build-tools/jest-preset').node(__dirname);

// @apidevtools/swagger-parser (the OpenAPI test) loads a ref parser that ships ES modules only: jest's
// CommonJS runtime needs it compiled like our code, beside the preset's own exceptions.
module.exports = {
  ...preset,
  transformIgnorePatterns: preset.transformIgnorePatterns.map((pattern) =>
    pattern.replace('@electric-sql/pglite)', '@electric-sql/pglite|@apidevtools)'),
  ),
};
