// Without zod, so the console's login page can read it without the schemas (issue 9 §4).
/** Business result codes; they equal the HTTP status of the response. */
export const ResultCode = {
  OK: 200,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  TOO_MANY: 429,
  SERVER_ERROR: 500,
  UNAVAILABLE: 503,
} as const;
