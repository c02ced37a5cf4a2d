/** The contact form's field messages (spec 5 has "Name is required." for a name; the message field is ours). */
export const SUPPORT_NAME_REQUIRED_MESSAGE = 'Name is required.';
export const SUPPORT_MESSAGE_REQUIRED_MESSAGE = 'Message is required.';
/** Spec 9: the contact form answers within 24 hours. */
export const SUPPORT_ANSWER_HOURS = 24;

/**
 * A question typed in the chat's drawer before mf_support's chat is in (the shell's question box, which the drawer
 * shows at once, before the shop's JavaScript too): the box leaves it in session storage under `storageKey` (the
 * edge's loader does while the shell has not started: it holds the form marked `form` and shows the element marked
 * `queued`), and the chat takes it when it starts, asking it at once when it was sent. Since 4.16.0.
 */
export const CHAT_EARLY = {
  storageKey: 'sf_chat_early',
  form: 'data-chat-early',
  queued: 'data-chat-queued',
  field: 'question',
} as const;

export interface ChatEarlyQuestion {
  /** What the box holds (at most the chat's 1000 characters). */
  text: string;
  /** Sent: the chat asks it at once. */
  send: boolean;
}

/** Leaves (or, with null, forgets) the early question; without storage (private mode, refused) it is lost quietly. */
export function saveChatEarly(question: ChatEarlyQuestion | null): void {
  try {
    if (question === null) window.sessionStorage.removeItem(CHAT_EARLY.storageKey);
    else window.sessionStorage.setItem(CHAT_EARLY.storageKey, JSON.stringify(question));
  } catch {
    // The question box's text is still on screen; only its hand-over to the chat is lost.
  }
}

/**
 * The early question, if a valid one was left: written by the page's own scripts, but storage is the visitor's. Checked
 * by hand, as zod stays out of the browser's bundles.
 */
export function readChatEarly(): ChatEarlyQuestion | null {
  try {
    const raw = window.sessionStorage.getItem(CHAT_EARLY.storageKey);
    const value: unknown = raw === null ? null : JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { text, send } = value as Record<string, unknown>;
    if (typeof text !== 'string' || text.length > 1000 || typeof send !== 'boolean') return null;
    // A question sent has words: nothing to ask otherwise.
    return send && !text.trim() ? null : { text, send };
  } catch {
    return null;
  }
}
