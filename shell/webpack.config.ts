import { createHostConfig } from '@storefront/build-tools';

export default createHostConfig({ dir: import.meta.dirname });
