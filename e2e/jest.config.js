// Unit tests of the bench's own logic (`npm run test:bench -w @storefront/e2e`); the Playwright specs are `npm test`.
module.exports = { ...require('../build-tools/jest-preset').node(__dirname), roots: ['<rootDir>/bench'] };
