import { COMMON_MESSAGES } from '@faith-shield/contract/shared/envelope';

/** An answer that is not a success: the status code and the message the user sees. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** What a failure answers in `data`, rarely: login's {two_factor_required: true}. */
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (message: string = COMMON_MESSAGES.notFound) => new ApiError(404, message);
export const forbidden = (message: string = COMMON_MESSAGES.wrongRole) => new ApiError(403, message);
export const badRequest = (message: string, errors?: Record<string, string>) =>
  new ApiError(422, message, errors);
export const unauthorised = (message: string = COMMON_MESSAGES.notSignedIn) => new ApiError(401, message);
