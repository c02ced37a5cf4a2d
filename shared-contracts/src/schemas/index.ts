/**
 * `@storefront/shared-contracts/schemas`: the zod schemas of every payload that crosses a boundary, for
 * code that parses (the api, the edge, tests). Browser code imports types from the package root instead.
 */
export * from './common';
export * from './settings';
export * from './catalog';
export * from './cart';
export * from './checkout';
export * from './referral';
export * from './search';
export * from './blog';
export * from './content';
export * from './price-list';
export * from './newsletter';
export * from './account';
export * from './test-outbox';
export * from './operations';
export * from './support';
export * from './response-schemas';
export * from './seedfinder';
export * from '../remote/remotes-pointer';
export * from '../remote/server-render';
export { eventSchemas } from '../events/event-catalogue';
