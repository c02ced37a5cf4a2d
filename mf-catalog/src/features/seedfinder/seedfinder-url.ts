import {
  SEEDFINDER_QUESTIONS,
  SEEDFINDER_QUESTION_ORDER,
  type SeedfinderAnswers,
  type SeedfinderQuestion,
} from '@storefront/shared-contracts';

export type PartialAnswers = Partial<SeedfinderAnswers>;

/** The answers a query string carries (the share link); unknown questions and options are left out. */
export function answersFromQuery(query: URLSearchParams): PartialAnswers {
  const answers: Record<string, string> = {};
  for (const question of SEEDFINDER_QUESTION_ORDER) {
    const value = query.get(question);
    if (value && (SEEDFINDER_QUESTIONS[question] as readonly string[]).includes(value)) answers[question] = value;
  }
  return answers as PartialAnswers;
}

/** The query string of the answers, in question order (one canonical share link per set of answers). */
export function answersToQuery(answers: PartialAnswers): string {
  const query = new URLSearchParams();
  for (const question of SEEDFINDER_QUESTION_ORDER) {
    const value = answers[question];
    if (value) query.set(question, value);
  }
  return query.toString();
}

export function isComplete(answers: PartialAnswers): answers is SeedfinderAnswers {
  return SEEDFINDER_QUESTION_ORDER.every((question) => answers[question] !== undefined);
}

/** The first question still open, or the number of questions when every one is answered. */
export function firstOpenStep(answers: PartialAnswers): number {
  const index = SEEDFINDER_QUESTION_ORDER.findIndex((question: SeedfinderQuestion) => !answers[question]);
  return index === -1 ? SEEDFINDER_QUESTION_ORDER.length : index;
}
