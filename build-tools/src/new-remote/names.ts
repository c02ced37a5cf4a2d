/** The names one remote goes by, all derived from its package folder (`mf-order-tracking`). */
export interface RemoteNames {
  /** Package folder: `mf-order-tracking`. */
  folder: string;
  /** npm package: `@storefront/mf-order-tracking`. */
  packageName: string;
  /** Federation name, as the route table and the release pointer know it: `mf_order_tracking`. */
  federation: string;
  /** Message id prefix and identifiers: `orderTracking` (`orderTracking.page.intro`, `orderTrackingApi`). */
  camel: string;
  /** Component-style: `OrderTracking`. */
  pascal: string;
}

const FOLDER = /^mf-[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export const camelCase = (words: string) =>
  words.replace(/[-_]+([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

export const pascalCase = (words: string) => {
  const camel = camelCase(words);
  return camel.charAt(0).toUpperCase() + camel.slice(1);
};

/** Accepts `mf-support`, `mf_support` or `support`; throws on anything that is no remote name. */
export function remoteNames(input: string): RemoteNames {
  const folder = (input.startsWith('mf') ? input : `mf-${input}`).replace(/_/g, '-');
  if (!FOLDER.test(folder)) {
    throw new Error(`"${input}" is no remote name: use mf-<area> in lower case, e.g. mf-support or mf-order-tracking`);
  }
  const area = folder.slice('mf-'.length);
  return {
    folder,
    packageName: `@storefront/${folder}`,
    federation: folder.replace(/-/g, '_'),
    camel: camelCase(area),
    pascal: pascalCase(area),
  };
}
