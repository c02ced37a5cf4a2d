import { createContext, lazy, useContext, type ComponentType, type LazyExoticComponent } from 'react';
import { IntlProvider, useIntl } from '@storefront/shared-ui';
import type { Language, PageProps, RemoteName, RouteId, SlotId, StorefrontCode } from '@storefront/shared-contracts';
import type { AreaModule } from '@storefront/shared-contracts';
import { loadSlot, PageMissingError, type SlotContent, type StartedSlot } from './load-slot';

/** What the runtime needs of a loader: the browser's area loader, or the server's per-request one. */
export interface AreaSource {
  load(name: RemoteName): Promise<AreaModule>;
  refresh(name: RemoteName): Promise<void>;
  /** Re-reads the pointer after a failure; true when the area moved to another release (then load anew). */
  moved?(name: RemoteName): Promise<boolean>;
  /** True when the release pointer names an active release of the area. */
  isActive(name: RemoteName): boolean;
}

/** Nests an area's messages over the shell's, so shared components keep their texts. */
function AreaIntl({ messages, children }: { messages: Record<string, string>; children: React.ReactNode }) {
  const intl = useIntl();
  return (
    <IntlProvider
      locale={intl.locale}
      messages={{ ...(intl.messages as Record<string, string>), ...messages }}
      onError={intl.onError}
    >
      {children}
    </IntlProvider>
  );
}

function withAreaMessages<P extends object>(
  Component: ComponentType<P>,
  messages: Record<string, string>,
): ComponentType<P> {
  const Wrapped = (props: P) => (
    <AreaIntl messages={messages}>
      <Component {...props} />
    </AreaIntl>
  );
  Wrapped.displayName = `AreaIntl(${Component.displayName ?? Component.name})`;
  return Wrapped;
}

/** Lazily loaded area pages and slots, one React.lazy per key (re-created after a retry). */
export function createShellRuntime(
  loader: AreaSource,
  { language, storefront }: { language: Language; storefront: StorefrontCode },
  {
    serverRendered = false,
    initiallyFailed = [],
    started = [],
  }: {
    serverRendered?: boolean;
    initiallyFailed?: Iterable<RemoteName>;
    /** Slots the boot started loading before the runtime existed (a drawer opened by the tap that started it). */
    started?: Iterable<StartedSlot>;
  } = {},
) {
  const failedAtStart = new Set(initiallyFailed);
  let serverPageUnclaimed = serverRendered;

  /**
   * Loads an area's component; when that fails because the area moved to another release meanwhile (a deploy,
   * the old files gone), once more from the new release, so the shopper sees the new area, not a fallback.
   */
  async function afterDeploy<T>(area: RemoteName, build: () => Promise<T>): Promise<T> {
    try {
      return await build();
    } catch (error) {
      if (!(error instanceof PageMissingError) && (await loader.moved?.(area))) return build();
      throw error;
    }
  }
  const pages = new Map<string, LazyExoticComponent<ComponentType<PageProps>>>();
  const slots = new Map<string, ComponentType>();
  const slotKey = (area: RemoteName, slotId: SlotId) => `${area}:${slotId}`;
  const startedSlots = new Map<string, Promise<SlotContent>>();
  // A slot already loaded when it first renders is rendered as it is: a lazy one would suspend for a microtask, and
  // React holds a boundary's content back for 300 ms after its fallback showed (measured: the chat's window 300 ms
  // later on a slowed phone, its code in before the drawer rendered).
  const readySlots = new Map<string, ComponentType>();
  for (const { area, slot, content } of started) {
    const key = slotKey(area, slot);
    startedSlots.set(key, content);
    content.then(
      ({ component, messages }) => readySlots.set(key, withAreaMessages(component, messages)),
      () => startedSlots.delete(key),
    );
  }

  return {
    loader,
    /** The page in the HTML came from the server (head included). */
    serverRendered,
    /**
     * True once, for the first page to mount after the server's HTML: its head is already written and its data
     * already in the store. Any later page (a navigation, even one made before the first page's data settled, or
     * the first page of another area) describes itself.
     */
    claimServerPage(): boolean {
      const claimed = serverPageUnclaimed;
      serverPageUnclaimed = false;
      return claimed;
    },
    /**
     * True for an area the server rendered as its fallback, until the page that started from it has
     * mounted (`forgetServerFailure`): the page starts from the same fallback, so it hydrates cleanly, and
     * then tries the area in the browser. A pure read: React may render the page more than once before it
     * commits (a hydration that yields and restarts), and every such render must start from the fallback.
     */
    failedOnServer(area: RemoteName): boolean {
      return failedAtStart.has(area);
    },
    /** The first page of the area has mounted: later pages of it (after a navigation) load it normally. */
    forgetServerFailure(area: RemoteName): void {
      failedAtStart.delete(area);
    },
    page(area: RemoteName, routeId: RouteId) {
      const key = `${area}:${routeId}`;
      let page = pages.get(key);
      if (!page) {
        page = lazy(() =>
          afterDeploy(area, async () => {
            const module = await loader.load(area);
            const definition = module.pages?.[routeId];
            if (!definition) throw new PageMissingError(`${area} has no page for ${routeId}`);
            const [messages, loaded] = await Promise.all([module.messages(language, storefront), definition.load()]);
            return { default: withAreaMessages(loaded.default, messages) };
          }),
        );
        pages.set(key, page);
      }
      return page;
    },
    slot(area: RemoteName, slotId: SlotId): ComponentType {
      const key = slotKey(area, slotId);
      let slot = slots.get(key);
      if (!slot) {
        const started = startedSlots.get(key);
        slot =
          readySlots.get(key) ??
          lazy(() =>
            afterDeploy(area, async () => {
              const { component, messages } = await (started ??
                loadSlot(loader, area, slotId, { language, storefront }));
              return { default: withAreaMessages(component, messages) };
            }),
          );
        slots.set(key, slot);
      }
      return slot;
    },
    /** Forget an area's lazy components and re-read the pointer, so the next render loads afresh. */
    async retry(area: RemoteName) {
      for (const map of [pages, slots, startedSlots, readySlots] as Map<string, unknown>[]) {
        for (const key of [...map.keys()]) if (key.startsWith(`${area}:`)) map.delete(key);
      }
      await loader.refresh(area);
    },
  };
}

export type ShellRuntime = ReturnType<typeof createShellRuntime>;

export const ShellRuntimeContext = createContext<ShellRuntime | null>(null);

export function useShellRuntime(): ShellRuntime {
  const runtime = useContext(ShellRuntimeContext);
  if (!runtime) throw new Error('ShellRuntimeContext missing');
  return runtime;
}
