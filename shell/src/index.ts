// The async boundary lets the federation runtime negotiate shared singletons before any of them runs.
// Start-up evaluates in two tasks: the shared contracts (Redux Toolkit inside) first, then the shell.
import('@storefront/shared-contracts')
  .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
  .then(() => import('./bootstrap'));
