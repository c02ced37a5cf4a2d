import type { ComponentType } from 'react';
import type { HttpClient } from '../http/http-client';
import type { EventBus } from '../events/event-bus';
import type { Language, StorefrontCode } from '../locales';
import type { PageHead } from '../seo/page-head';
import type { RouteId } from '../routes/route-table';
import type { StorefrontStore } from '../store/storefront-store';

/** Everything a remote's page prefetch needs; runs on the server and in the browser after a navigation. */
export interface PrefetchContext {
  store: StorefrontStore;
  storefront: StorefrontCode;
  /** The storefront's api tag (`STOREFRONTS[storefront].iso`, e.g. `en-en`). */
  iso: string;
  /**
   * The page's language (the shopper's interface language), as the shell rendered the page and as `head` gets
   * it: the one the api is asked in. Since 4.7.0.
   */
  language: Language;
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
}

/** Props the shell gives a page. */
export interface PageProps {
  params: Readonly<Record<string, string>>;
}

export interface AreaPage {
  /** Loads the page component (code-split). */
  load: () => Promise<{ default: ComponentType<PageProps> }>;
  /**
   * The webpackChunkName of `load`'s import (`page-listing`): the edge preloads that chunk group's files
   * for a server-rendered page, with the area's message chunks (`messagesChunks`). Since 2.0.0.
   */
  chunk?: string;
  /**
   * Puts the page's data in the store (RTK Query endpoints dispatched and awaited). Resolves
   * `{ notFound: true }` when the data says the page does not exist.
   */
  prefetch?: (ctx: PrefetchContext) => Promise<{ notFound?: boolean } | void>;
  /**
   * The page's head (title, description, structured data, LCP image) from what `prefetch` stored. Runs
   * on the server before the HTML is written and in the browser after a navigation. Since 2.0.0.
   */
  head?: (ctx: HeadContext) => PageHead | null;
}

/** What `head` reads: the store after prefetch, the route, and the area's messages. */
export interface HeadContext {
  state: unknown;
  storefront: StorefrontCode;
  iso: string;
  /** The same language the page's prefetch was given (`PrefetchContext.language`). */
  language: Language;
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  /** Formats one of the area's messages in `language` (for labels such as "Page {page}"). */
  formatMessage: (id: string, values?: Record<string, string | number>) => string;
  /** The shop's public origin, e.g. `https://shop.example` (absolute URLs in structured data). */
  origin: string;
}

/** Places in the shell's layout an area can fill. */
/** `widget:chat` (mf_support): the chat window's content, loaded when its launcher first opens. */
export const SLOT_IDS = ['panel:cart', 'panel:search', 'panel:account', 'header:cart-button', 'widget:chat'] as const;
export type SlotId = (typeof SLOT_IDS)[number];

export interface AreaSetupContext {
  store: StorefrontStore;
  bus: EventBus;
  http: HttpClient;
}

/**
 * The one module every remote exposes as `./area`. It is small: pages and slots are loaded lazily.
 */
export interface AreaModule {
  contractVersion: string;
  /** Called once per page load, before any page or slot renders: inject slices/APIs, subscribe to events. */
  setup?: (ctx: AreaSetupContext) => void | (() => void);
  pages?: Partial<Record<RouteId, AreaPage>>;
  /**
   * Data this area contributes to every page's frame (the header's cart count), put in the store. The
   * server runs it for every page, so the browser loads the area only when the shopper reaches for it.
   * Since 2.0.0.
   */
  prefetchFrame?: (ctx: PrefetchContext) => Promise<void>;
  slots?: Partial<Record<SlotId, () => Promise<{ default: ComponentType }>>>;
  /**
   * The area's messages in a language (ids prefixed with the area, e.g. `catalog.`), with the
   * storefront's regional wording on top (UK English says Basket).
   */
  messages: (language: Language, storefront?: StorefrontCode) => Promise<Record<string, string>>;
}

export const AREA_EXPOSE = './area';
