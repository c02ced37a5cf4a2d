/**
 * Webpack provides a shared module only when the host's own build contains it. These singletons are used by
 * the areas but not by the shell's code, so they are listed here; their chunks load only when an area asks.
 */
export const areaOnlySingletons = [() => import('react-dom')];
