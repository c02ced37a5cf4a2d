import { z } from 'zod';
import { seedPackSchema, productCardSchema } from './catalog';
import { SEEDFINDER_QUESTIONS, SEEDFINDER_REASONS } from '../model/seedfinder';

const answer = <T extends readonly [string, ...string[]]>(question: string, options: T) =>
  z.enum(options, {
    error: (issue) =>
      issue.input === undefined
        ? `The answer to '${question}' is missing; one of: ${options.join(', ')}.`
        : `'${String(issue.input)}' is no answer to '${question}'; one of: ${options.join(', ')}.`,
  });

/** `GET /api/{iso}/seedfinder`: every question answered, one option each. */
export const seedfinderAnswersSchema = z.object({
  experience: answer('experience', SEEDFINDER_QUESTIONS.experience),
  place: answer('place', SEEDFINDER_QUESTIONS.place),
  space: answer('space', SEEDFINDER_QUESTIONS.space),
  climate: answer('climate', SEEDFINDER_QUESTIONS.climate),
  flowering: answer('flowering', SEEDFINDER_QUESTIONS.flowering),
  effect: answer('effect', SEEDFINDER_QUESTIONS.effect),
  cannabinoids: answer('cannabinoids', SEEDFINDER_QUESTIONS.cannabinoids),
  priority: answer('priority', SEEDFINDER_QUESTIONS.priority),
});

/** One reason a result fits: `value` is a figure (cm, days, g, %) or the answered option, per code. */
export const seedfinderReasonSchema = z.object({
  code: z.enum(SEEDFINDER_REASONS),
  value: z.union([z.number(), z.string()]).optional(),
});
export type SeedfinderReason = z.infer<typeof seedfinderReasonSchema>;

export const seedfinderResultSchema = z.object({
  product: productCardSchema,
  /** The smallest pack, priced in the storefront currency: what "Add to cart" adds. */
  pack: seedPackSchema,
  /** 0-100: how well the strain fits the answers. */
  score: z.number().int().min(0).max(100),
  reasons: z.array(seedfinderReasonSchema),
});
export type SeedfinderResult = z.infer<typeof seedfinderResultSchema>;

/** The best-fitting strains first. */
export const seedfinderResponseSchema = z.object({
  answers: seedfinderAnswersSchema,
  results: z.array(seedfinderResultSchema),
});
export type SeedfinderResponse = z.infer<typeof seedfinderResponseSchema>;
