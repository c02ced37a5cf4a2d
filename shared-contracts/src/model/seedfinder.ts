/**
 * The Seedfinder's questions and the options of each, in the order the quiz asks them. The api scores the
 * catalogue's strains against the answers (`GET /api/{iso}/seedfinder?<question>=<option>...`); the same query
 * string is the quiz's share link.
 */
export const SEEDFINDER_QUESTIONS = {
  experience: ['beginner', 'intermediate', 'expert'],
  place: ['indoor', 'outdoor'],
  space: ['small', 'medium', 'large'],
  climate: ['cool', 'temperate', 'warm', 'tropical'],
  flowering: ['autoflower', 'photoperiod', 'any'],
  effect: ['relax', 'sleep', 'happy', 'energy', 'creative'],
  cannabinoids: ['high_thc', 'balanced', 'high_cbd'],
  priority: ['yield', 'speed', 'balanced'],
} as const;

export type SeedfinderQuestion = keyof typeof SEEDFINDER_QUESTIONS;
export const SEEDFINDER_QUESTION_ORDER = Object.keys(SEEDFINDER_QUESTIONS) as SeedfinderQuestion[];
export type SeedfinderAnswers = { [Q in SeedfinderQuestion]: (typeof SEEDFINDER_QUESTIONS)[Q][number] };

/** Why a result fits; the storefront words each code (with `value` where it has one). */
export const SEEDFINDER_REASONS = [
  'flowering-type',
  'easy-to-grow',
  'matches-experience',
  'fits-space',
  'suits-climate',
  'effect',
  'high-thc',
  'balanced',
  'high-cbd',
  'big-yield',
  'fast-flowering',
] as const;
export type SeedfinderReasonCode = (typeof SEEDFINDER_REASONS)[number];

/** How many results the Seedfinder answers with. */
export const SEEDFINDER_RESULT_COUNT = 6;
