// The async boundary lets the federation runtime negotiate shared singletons before any of them runs.
// Start-up evaluates in two tasks: the shared contracts (Redux Toolkit inside) first, then the shell.
import { bootMark } from './boot/marks';

bootMark('sf:main');
import('@storefront/shared-contracts')
  .then(() => bootMark('sf:contracts'))
  .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
  .then(() => import('./bootstrap'));
