import { z } from 'zod';
import { LANGUAGES } from '../locales';
import { INVALID_EMAIL_MESSAGE } from '../model/newsletter';
import { SUPPORT_NAME_REQUIRED_MESSAGE, SUPPORT_MESSAGE_REQUIRED_MESSAGE } from '../model/support';

/**
 * `POST /api/{iso}/contact` (spec 3 "Support message": name, e-mail and message). `website` is the honeypot: a
 * field people never see; filled in, the message is accepted in appearance and dropped. `conversation` is the
 * chatbot's transcript when the shopper was handed over from it.
 */
export const contactMessageSchema = z.object({
  name: z.string({ error: SUPPORT_NAME_REQUIRED_MESSAGE }).trim().min(1, SUPPORT_NAME_REQUIRED_MESSAGE).max(200),
  email: z
    .string({ error: INVALID_EMAIL_MESSAGE })
    .trim()
    .max(254, INVALID_EMAIL_MESSAGE)
    .pipe(z.email({ error: INVALID_EMAIL_MESSAGE })),
  message: z
    .string({ error: SUPPORT_MESSAGE_REQUIRED_MESSAGE })
    .trim()
    .min(1, SUPPORT_MESSAGE_REQUIRED_MESSAGE)
    .max(5000),
  language: z.enum(LANGUAGES).optional(),
  website: z.string().max(500).optional(),
  conversation: z.string().max(20_000).optional(),
});
export type ContactMessage = z.input<typeof contactMessageSchema>;

/** 201: stored and on its way to the support team, with a copy to the shopper. */
export const contactResponseSchema = z.object({ sent: z.literal(true) });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

export const supportFaqEntrySchema = z.object({
  id: z.number().int(),
  topic: z.string(),
  question: z.string(),
  answer: z.string(),
});
export type SupportFaqEntry = z.infer<typeof supportFaqEntrySchema>;

/** `GET /api/{iso}/faq?lang=&q=`: every entry grouped by topic, or the entries matching `q`, best first. */
export const faqResponseSchema = z.object({
  query: z.string(),
  topics: z.array(z.object({ topic: z.string(), title: z.string(), entries: z.array(supportFaqEntrySchema) })),
});
export type FaqResponse = z.infer<typeof faqResponseSchema>;

/**
 * `POST /api/{iso}/chat`: one question, with the shopper's earlier messages of the conversation (newest last)
 * for context such as an order number given before the e-mail address.
 */
export const chatRequestSchema = z.object({
  message: z.string().trim().min(1).max(1000),
  language: z.enum(LANGUAGES).optional(),
  history: z.array(z.string().max(1000)).max(10).optional(),
});
export type ChatRequest = z.input<typeof chatRequestSchema>;

export const chatProductSchema = z.object({
  slug: z.string(),
  name: z.string(),
  reasons: z.array(z.string()),
});
export type ChatProduct = z.infer<typeof chatProductSchema>;

/**
 * The chat answer is NDJSON, one of these per line: the intent first, then text in pieces as it is written,
 * then products / an FAQ entry / an order, then `done`.
 */
export const chatEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('intent'),
    intent: z.enum(['greeting', 'strain_suggestion', 'order_status', 'faq', 'contact', 'fallback']),
    traits: z.array(z.string()),
  }),
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({ type: z.literal('products'), products: z.array(chatProductSchema) }),
  z.object({ type: z.literal('faq'), entries: z.array(supportFaqEntrySchema) }),
  z.object({ type: z.literal('order'), number: z.string(), status: z.string() }),
  z.object({ type: z.literal('handover') }),
  z.object({ type: z.literal('done') }),
]);
export type ChatEvent = z.infer<typeof chatEventSchema>;
export type ChatIntent = Extract<ChatEvent, { type: 'intent' }>['intent'];
