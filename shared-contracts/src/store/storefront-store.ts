import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  type Middleware,
  type Reducer,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { HttpClient } from '../http/http-client';
import { sharedSlice, type SharedState } from './shared-slice';

export const SLICE_INJECTED = 'storefront/sliceInjected';

/** What thunks and RTK Query base queries receive as `extra`. */
export interface StoreExtra {
  http: HttpClient;
}

/** A lazily injected slice or RTK Query api: anything with a reducerPath and a reducer. */
export interface InjectableSlice {
  reducerPath: string;
  reducer: Reducer;
  middleware?: Middleware;
}

export type StorefrontState = { shared: SharedState } & Record<string, unknown>;
export type StorefrontDispatch = ThunkDispatch<StorefrontState, StoreExtra, UnknownAction>;

export interface StorefrontStore {
  getState(): StorefrontState;
  dispatch: StorefrontDispatch;
  subscribe(listener: () => void): () => void;
  /** Adds an area's slice or RTK Query api (its reducer and middleware) once; later calls are no-ops. */
  inject(slice: InjectableSlice): void;
}

/**
 * One store per page (or per server request): the shared slice plus whatever areas inject.
 * `preloadedState` is the state the server rendered with, so the browser does not fetch again.
 */
export function createStorefrontStore(options: {
  http: HttpClient;
  preloadedState?: Partial<StorefrontState>;
}): StorefrontStore {
  const rootReducer = combineSlices(sharedSlice).withLazyLoadedSlices<Record<string, unknown>>();
  const dynamic = createDynamicMiddleware();
  // State of slices injected later (an area's RTK Query cache rendered on the server) waits here until
  // its slice is injected, and becomes that slice's initial state.
  const { shared, ...pending } = (options.preloadedState ?? {}) as Partial<StorefrontState>;
  const store = configureStore({
    reducer: rootReducer as unknown as Reducer<StorefrontState>,
    preloadedState: (shared ? { shared } : undefined) as StorefrontState | undefined,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: { http: options.http } satisfies StoreExtra },
        serializableCheck: false,
      }).concat(dynamic.middleware),
  });
  const injected = new Set<string>();
  return {
    getState: store.getState,
    dispatch: store.dispatch as StorefrontDispatch,
    subscribe: store.subscribe,
    inject(slice) {
      if (injected.has(slice.reducerPath)) return;
      injected.add(slice.reducerPath);
      const initial = pending[slice.reducerPath];
      delete pending[slice.reducerPath];
      const reducer: Reducer =
        initial === undefined
          ? slice.reducer
          : (state, action) => slice.reducer(state === undefined ? initial : state, action);
      rootReducer.inject({ reducerPath: slice.reducerPath, reducer } as never);
      if (slice.middleware) dynamic.addMiddleware(slice.middleware as never);
      // An injected reducer gets its state on the next action; give it one now.
      store.dispatch({ type: SLICE_INJECTED, payload: slice.reducerPath });
    },
  };
}
