/**
 * The first module of the shell's dev build (`npm run dev`), before React DOM evaluates. React DOM registers
 * itself with `__REACT_DEVTOOLS_GLOBAL_HOOK__` only when the hook exists as it loads; a remote's React Fast
 * Refresh runtime, which loads later with the remote, finds React DOM in the hook's `renderers`. The React
 * DevTools extension installs a complete hook of its own; then this does nothing.
 */
if (typeof window !== 'undefined' && !window.__REACT_DEVTOOLS_GLOBAL_HOOK__) {
  const renderers = new Map();
  let nextId = 1;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    inject(renderer) {
      const id = nextId++;
      renderers.set(id, renderer);
      return id;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  };
}
