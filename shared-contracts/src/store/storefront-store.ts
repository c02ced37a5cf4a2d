import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  type Middleware,
  type Reducer,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { createEventBus, type EventBus } from '../events/event-bus';
import type { HttpClient } from '../http/http-client';
import { sharedActions, sharedSlice, type SharedState } from './shared-slice';

export const SLICE_INJECTED = 'storefront/sliceInjected';

/** What thunks, RTK Query base queries and query lifecycles receive as `extra`. */
export interface StoreExtra {
  http: HttpClient;
  /** The page's event bus (the store's own): how an RTK Query lifecycle tells other areas. Since 3.0.0. */
  bus: EventBus;
}

/** `extra` of a thunk or RTK Query callback (typed `unknown` there), checked rather than cast. */
export function storeExtra(extra: unknown): StoreExtra {
  if (typeof extra === 'object' && extra !== null && 'http' in extra && 'bus' in extra) return extra as StoreExtra;
  throw new Error('storeExtra: not the storefront store (createStorefrontStore) extra argument');
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
  /** The page's event bus: areas send commands and notifications on it. Since 3.0.0. */
  bus: EventBus;
  getState(): StorefrontState;
  dispatch: StorefrontDispatch;
  subscribe(listener: () => void): () => void;
  /** Adds an area's slice or RTK Query api (its reducer and middleware) once; later calls are no-ops. */
  inject(slice: InjectableSlice): void;
}

/**
 * The one place the shared slice changes on an area's word (DESIGN.md, one cross-area channel): areas never
 * dispatch into the shell's slice; they send these events on the bus and the slice follows.
 */
function followAreaEvents(bus: EventBus, dispatch: (action: UnknownAction) => unknown): void {
  bus.on('cart:changed', (cart) => dispatch(sharedActions.cartSummaryChanged(cart)));
  bus.on('session:changed', ({ loggedIn, firstName }) =>
    dispatch(sharedActions.sessionChanged({ loggedIn, firstName: firstName ?? null })),
  );
  bus.on('wishlist:changed', ({ productIds }) => dispatch(sharedActions.wishlistChanged(productIds)));
  bus.on('ui:open-panel', ({ panel }) => dispatch(sharedActions.panelOpened(panel)));
  bus.on('ui:close-panel', ({ panel }) => dispatch(sharedActions.panelClosed(panel)));
}

/**
 * One store per page (or per server request): the shared slice plus whatever areas inject, and the page's
 * event bus (`bus`, or a new one). `preloadedState` is the state the server rendered with, so the browser
 * does not fetch again.
 */
export function createStorefrontStore(options: {
  http: HttpClient;
  bus?: EventBus;
  preloadedState?: Partial<StorefrontState>;
}): StorefrontStore {
  const bus = options.bus ?? createEventBus();
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
        thunk: { extraArgument: { http: options.http, bus } satisfies StoreExtra },
        serializableCheck: false,
      }).concat(dynamic.middleware),
  });
  followAreaEvents(bus, store.dispatch);
  const injected = new Set<string>();
  return {
    bus,
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
