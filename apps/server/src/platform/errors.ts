import { ResultCode } from '@hrbd/contract';

/** An error a person can act on: its status becomes both the HTTP status and the envelope code. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (msg: string) => new AppError(ResultCode.BAD_REQUEST, msg);
export const unauthorized = (msg = '未登录或登录已过期，请重新登录') => new AppError(ResultCode.UNAUTHORIZED, msg);
export const forbidden = (msg = '没有操作权限，请联系管理员授权') => new AppError(ResultCode.FORBIDDEN, msg);
export const notFound = (msg: string) => new AppError(ResultCode.NOT_FOUND, msg);
export const conflict = (msg: string) => new AppError(ResultCode.CONFLICT, msg);
export const tooMany = (msg: string) => new AppError(ResultCode.TOO_MANY, msg);
export const unavailable = (msg: string) => new AppError(ResultCode.UNAVAILABLE, msg);

/** Throws 404 with `msg` when `value` is missing; returns it otherwise. */
export function found<T>(value: T | undefined | null, msg: string): T {
  if (value === undefined || value === null) throw notFound(msg);
  return value;
}
