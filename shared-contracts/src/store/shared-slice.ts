import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { PANELS, type Panel } from '../events/panels';
import type { Language, RegionId, StorefrontCode } from '../locales';
import type { Settings } from '../schemas/settings';
import type { Consent } from '../model/consent';

export interface ActiveCarrierInfo {
  min: number;
  max: number;
  delay: number;
  free_from: number;
}

/** The small slice every area may read. Owned by the shell; changes to it bump CONTRACT_VERSION. */
export interface SharedState {
  storefront: StorefrontCode;
  language: Language;
  regionId: RegionId | null;
  /** The visitor's detected country (spec 4: the cfcountry cookie), upper case, or null. */
  country: string | null;
  /** The raw settings of the storefront (spec 7: fetched once, kept whole). */
  settings: Settings | null;
  session: { loggedIn: boolean; firstName: string | null };
  /** Product ids on the logged-in shopper's wishlist (empty for a guest); the hearts read it. Since 2.4.0. */
  wishlist: number[];
  cart: { itemCount: number; seedCount: number };
  panels: Record<Panel, boolean>;
  notFound: boolean;
  carrierInfo: ActiveCarrierInfo;
  consent: Consent;
}

const closedPanels = Object.fromEntries(PANELS.map((p) => [p, false])) as Record<Panel, boolean>;

export function initialSharedState(overrides: Partial<SharedState> = {}): SharedState {
  return {
    storefront: 'en',
    language: 'en',
    regionId: null,
    country: null,
    settings: null,
    session: { loggedIn: false, firstName: null },
    wishlist: [],
    cart: { itemCount: 0, seedCount: 0 },
    panels: { ...closedPanels },
    notFound: false,
    carrierInfo: { min: 0, max: 0, delay: 0, free_from: 0 },
    consent: { entered: false, cookies: false },
    ...overrides,
  };
}

export const sharedSlice = createSlice({
  name: 'shared',
  initialState: initialSharedState,
  reducers: {
    settingsLoaded(state, action: PayloadAction<Settings>) {
      state.settings = action.payload;
    },
    cartSummaryChanged(state, action: PayloadAction<SharedState['cart']>) {
      state.cart = action.payload;
    },
    panelOpened(state, action: PayloadAction<Panel>) {
      state.panels[action.payload] = true;
    },
    panelClosed(state, action: PayloadAction<Panel>) {
      state.panels[action.payload] = false;
    },
    panelToggled(state, action: PayloadAction<Panel>) {
      state.panels[action.payload] = !state.panels[action.payload];
    },
    allPanelsClosed(state) {
      state.panels = { ...closedPanels };
    },
    notFoundChanged(state, action: PayloadAction<boolean>) {
      state.notFound = action.payload;
    },
    carrierInfoChanged(state, action: PayloadAction<ActiveCarrierInfo>) {
      state.carrierInfo = action.payload;
    },
    consentGiven(state, action: PayloadAction<{ cookies: boolean }>) {
      state.consent = { entered: true, cookies: action.payload.cookies };
    },
    sessionChanged(state, action: PayloadAction<SharedState['session']>) {
      state.session = action.payload;
      if (!action.payload.loggedIn) state.wishlist = [];
    },
    wishlistChanged(state, action: PayloadAction<number[]>) {
      state.wishlist = action.payload;
    },
  },
  selectors: {
    selectStorefront: (state) => state.storefront,
    selectLanguage: (state) => state.language,
    selectSettings: (state) => state.settings,
    selectCartSummary: (state) => state.cart,
    selectPanels: (state) => state.panels,
    selectAnyPanelOpen: (state) => PANELS.some((p) => state.panels[p]),
    selectNotFound: (state) => state.notFound,
    selectCarrierInfo: (state) => state.carrierInfo,
    selectSession: (state) => state.session,
    selectWishlist: (state) => state.wishlist,
  },
});

export const sharedActions = sharedSlice.actions;
export const sharedSelectors = sharedSlice.selectors;
