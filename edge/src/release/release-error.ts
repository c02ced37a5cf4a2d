/** A refusal the release command explains to the operator (exit code 1, no stack trace). */
export class ReleaseError extends Error {
  override name = 'ReleaseError';
}
