/** The global the edge inlines the boot data into (`window.__SF_BOOT__`). */
export const BOOT_GLOBAL = '__SF_BOOT__';
/** The release pointer as the edge serves it, never cached. */
export const REMOTES_POINTER_URL = '/remotes.json';
/** Where the shell's server build puts its renderer, relative to the shell's dist folder. */
export const SHELL_SERVER_ENTRY = 'server/render.js';
