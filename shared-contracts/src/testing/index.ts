// `@storefront/shared-contracts/testing`: what every team's tests and benches share.
export * from './fixtures';
export * from './settings-fixture';
export * from './search-words';
