import { createRemoteConfig } from '@storefront/build-tools';

export default createRemoteConfig({
  dir: import.meta.dirname,
  name: 'mf_support',
  exposes: { './area': './src/exposes/area.ts' },
});
