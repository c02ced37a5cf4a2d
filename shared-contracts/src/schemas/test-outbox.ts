import { z } from 'zod';

/** One e-mail of the outbox as `GET /api/test/outbox` shows it (only when the api runs with EXPOSE_TEST_OUTBOX=true). */
export const outboxEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  /** The template that wrote it, e.g. `newsletter-welcome`. */
  template: z.string(),
  /** ISO 8601 date-times; `sentAt` is null until the mail worker sent it. */
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

/** `?to=` filters by recipient (case-insensitive); newest first, at most 50. */
export const testOutboxQuerySchema = z.object({ to: z.string().trim().max(254).optional() });
export const testOutboxResponseSchema = z.object({ emails: z.array(outboxEmailSchema) });
export type TestOutboxResponse = z.infer<typeof testOutboxResponseSchema>;
