import { apiPaths, type ChatEvent, type Language } from '@storefront/shared-contracts';

export interface ChatQuestion {
  iso: string;
  language: Language;
  message: string;
  history: string[];
}

/**
 * Asks the chatbot and hands each NDJSON line of the streamed answer to `onEvent` as it arrives (fetch's body
 * reader: the reply shows word by word). Resolves when the answer is complete; throws when it cannot be had.
 */
export async function askChat(question: ChatQuestion, onEvent: (event: ChatEvent) => void, signal?: AbortSignal) {
  const response = await fetch(apiPaths.chat(question.iso), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/x-ndjson' },
    body: JSON.stringify({ message: question.message, language: question.language, history: question.history }),
    credentials: 'same-origin',
    ...(signal ? { signal } : {}),
  });
  if (!response.ok || !response.body) throw new Error(`chat answered ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { done, value } = await reader.read();
    buffered += decoder.decode(value, { stream: !done });
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) onEvent(JSON.parse(line) as ChatEvent);
    if (done) break;
  }
  if (buffered.trim()) onEvent(JSON.parse(buffered) as ChatEvent);
}
