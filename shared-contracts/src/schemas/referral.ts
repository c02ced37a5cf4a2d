import { z } from 'zod';

/** `POST /metric/referral` (spec 3 "Referral metric", spec 7). */
export const referralRequestSchema = z.object({
  a_aid: z.string().max(200),
  refer_domain: z.string().max(255),
  url: z.string().min(1).max(2048),
});
export type ReferralRequest = z.infer<typeof referralRequestSchema>;

export const referralResponseSchema = z.object({
  status: z.literal('ok'),
  data: z.object({ a_id: z.string(), v_id: z.string() }),
});
export type ReferralResponse = z.infer<typeof referralResponseSchema>;
