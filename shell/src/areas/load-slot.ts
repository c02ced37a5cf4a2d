import type { ComponentType } from 'react';
import type { AreaModule, Language, RemoteName, SlotId, StorefrontCode } from '@storefront/shared-contracts';

export class PageMissingError extends Error {}

export interface SlotContent {
  component: ComponentType;
  messages: Record<string, string>;
}

/** A slot whose loading has started, and its content on the way. */
export interface StartedSlot {
  area: RemoteName;
  slot: SlotId;
  content: Promise<SlotContent>;
}

/**
 * An area slot's component and its messages. The area's chunks are loaded once whoever asks first (webpack keeps
 * the modules), so the boot may start this for a drawer already open and the slot's render finds it done.
 */
export async function loadSlot(
  loader: { load(name: RemoteName): Promise<AreaModule> },
  area: RemoteName,
  slotId: SlotId,
  { language, storefront }: { language: Language; storefront: StorefrontCode },
): Promise<SlotContent> {
  const module = await loader.load(area);
  const load = module.slots?.[slotId];
  if (!load) throw new PageMissingError(`${area} has no slot ${slotId}`);
  const [messages, loaded] = await Promise.all([module.messages(language, storefront), load()]);
  return { component: loaded.default, messages };
}
