import { useDispatch, useSelector, useStore } from 'react-redux';
import type { StorefrontDispatch, StorefrontState, StorefrontStore } from '../store/storefront-store';

/** `useSelector` typed for the storefront store (react-redux `.withTypes()`): no state annotation, no cast. */
export const useStorefrontSelector = useSelector.withTypes<StorefrontState>();
/** `useDispatch` typed for the storefront store: thunks and RTK Query `initiate()` results are typed. */
export const useStorefrontDispatch = useDispatch.withTypes<StorefrontDispatch>();
/** The storefront store itself (its `bus`, `inject`). */
export const useStorefrontStore = useStore.withTypes<StorefrontStore & ReturnType<typeof useStore>>();
