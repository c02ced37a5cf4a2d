import type { ChatProduct, SupportFaqEntry } from '@storefront/shared-contracts';

/** One turn of the chat: the shopper's question or the assistant's answer (with cards / an FAQ entry). */
export interface ChatTurn {
  from: 'shopper' | 'assistant';
  text: string;
  products?: ChatProduct[];
  faq?: SupportFaqEntry[];
}

/** The conversation lasts for the browser session (spec 3 "Values stored in the browser" are ours to add). */
export const CHAT_KEY = 'sf_support_chat';
/** The transcript the contact form attaches after a hand-over. */
export const HANDOVER_KEY = 'sf_support_handover';

function read<T>(key: string, fallback: T): T {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown) {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused (private mode): the conversation then lasts for the page only.
  }
}

export const loadConversation = (): ChatTurn[] => read<ChatTurn[]>(CHAT_KEY, []);
export const saveConversation = (turns: ChatTurn[]) => write(CHAT_KEY, turns.slice(-50));
export const loadHandover = (): string | null => read<string | null>(HANDOVER_KEY, null);
export const saveHandover = (transcript: string | null) => write(HANDOVER_KEY, transcript);

/** The conversation as plain text for the support team: "Shopper: ..." / "Assistant: ..." lines. */
export function transcriptOf(turns: ChatTurn[], labels: { shopper: string; assistant: string }): string {
  return turns
    .map((t) => {
      const extra = [
        ...(t.products ?? []).map((p) => `  - ${p.name}`),
        ...(t.faq ?? []).map((f) => `  - ${f.question}`),
      ];
      return [`${t.from === 'shopper' ? labels.shopper : labels.assistant}: ${t.text}`, ...extra].join('\n');
    })
    .join('\n')
    .slice(0, 20_000);
}
