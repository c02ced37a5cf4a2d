import { ERROR_CODES, type ApiError } from '@storefront/shared-contracts';

type Issue = NonNullable<ApiError['issues']>[number];

/** An expected failure with its HTTP status and stable code; the error handler sends it as an ApiError body. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly params?: Record<string, string | number>,
    readonly issues?: Issue[],
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ApiError {
    return {
      statusCode: this.statusCode,
      code: this.code,
      message: this.message,
      ...(this.params ? { params: this.params } : {}),
      ...(this.issues ? { issues: this.issues } : {}),
    };
  }
}

export const notFound = (message: string) => new AppError(404, ERROR_CODES.notFound, message);

/** 400 VALIDATION_FAILED; the message names the first bad parameter. */
export function validationFailed(issues: Issue[]): AppError {
  const first = issues[0];
  const message = first ? `Invalid ${first.path || 'request'}: ${first.message}` : 'The request is not valid.';
  return new AppError(
    400,
    ERROR_CODES.validation,
    issues.length > 1 ? `${message} (and ${issues.length - 1} more)` : message,
    undefined,
    issues,
  );
}
