/** Errors a service throws to answer {success: false, message} with the spec's text. */

export type ErrorCode =
  | 'RULE'
  | 'VALIDATION'
  | 'UNAUTHENTICATED'
  | 'API_KEY'
  | 'FORBIDDEN'
  | 'OUT_OF_SCOPE'
  | 'PERIOD_CLOSED'
  | 'NOT_FOUND'
  | 'RATE_LIMITED'
  | 'TOO_LARGE';

const STATUS: Record<ErrorCode, number> = {
  RULE: 422,
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  API_KEY: 401,
  FORBIDDEN: 403,
  OUT_OF_SCOPE: 403,
  PERIOD_CLOSED: 422,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  TOO_LARGE: 413,
};

export class AppError extends Error {
  readonly status: number;
  constructor(
    message: string,
    readonly code: ErrorCode = 'RULE',
    /** Some spec answers carry the message in data too (type and title insert). */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = STATUS[code];
  }
}

/** A broken rule of the spec: 422 with the spec's message. */
export const rule = (message: string, data: unknown = null) => new AppError(message, 'RULE', data);
