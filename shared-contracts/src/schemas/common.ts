import { z } from 'zod';
import { CURRENCIES } from '../locales';

/** Money is integer minor units with its ISO currency; the server computes every amount. */
/** The largest id a PostgreSQL integer column holds: every id a client sends is bounded by it (no 500 on 3e9). */
export const MAX_DB_ID = 2_147_483_647;
/** A database id sent by a client. Since 3.0.0. */
export const dbIdSchema = z.number().int().positive().max(MAX_DB_ID);

export const moneySchema = z.object({
  amount: z.number().int(),
  currency: z.enum(CURRENCIES),
});
export type Money = z.infer<typeof moneySchema>;

/** Every 4xx/5xx body of the api. `code` is stable for programs, `message` is for people. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  /** Values for the message template, e.g. `{ amount: 100 }` for MAX_SEEDS_REACHED. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const imageSchema = z.object({
  /** Path of the image at density 1; the density-2 variant is `src2x`. */
  src: z.string(),
  src2x: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string(),
});
export type Image = z.infer<typeof imageSchema>;

export const slugSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A slug has lower-case letters, digits and single dashes');
