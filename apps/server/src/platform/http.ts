import { checkInput, ResultCode } from '@hrbd/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { constraintViolation } from '../db/dialect.js';
import { AppError } from './errors.js';

const STATUS_MESSAGES: Record<number, string> = {
  400: '请求参数有误',
  401: '未登录或登录已过期，请重新登录',
  403: '没有操作权限，请联系管理员授权',
  404: '请求的资源不存在',
  405: '不支持的请求方法',
  409: '当前状态不允许该操作',
  413: '上传内容过大',
  429: '请求过于频繁，请稍后再试',
};
const SERVER_ERROR_MSG = '服务器繁忙，请稍后重试';

/** Maps any error to the status and Chinese message the caller sees; internals never leak. */
export function describeError(error: FastifyError | AppError | Error): { status: number; msg: string } {
  if (error instanceof AppError) return { status: error.status, msg: error.message };
  // Two people saving the same unique value at once: the loser's check passed before the
  // winner's insert, so the database refuses it. That is a conflict, not a server error.
  const violated = constraintViolation(error);
  if (violated === 'unique') return { status: 409, msg: '数据已存在，请勿重复提交' };
  if (violated === 'foreignKey') return { status: 409, msg: '关联的数据不存在或已被删除，请刷新后重试' };
  const status = (error as FastifyError).statusCode ?? 500;
  const code = (error as FastifyError).code;
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) return { status: 400, msg: '请求体不是合法的 JSON' };
  if (code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return { status: 400, msg: '请求体不能为空' };
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return { status: 400, msg: '不支持的请求内容类型' };
  if (status === 413 || code === 'FST_REQ_FILE_TOO_LARGE') return { status: 413, msg: STATUS_MESSAGES[413] };
  if (status >= 400 && status < 500) return { status: status === 415 ? 400 : status, msg: STATUS_MESSAGES[status] ?? STATUS_MESSAGES[400] };
  return { status: 500, msg: SERVER_ERROR_MSG };
}

/**
 * Wires validation, errors and the envelope into Fastify: zod schemas
 * validate input with Chinese messages; responses are plain JSON (the
 * contract's response schemas document them and the API tests check them).
 */
export function installHttpConventions(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema }) => {
    const zodSchema = schema as unknown as z.ZodType;
    return (data: unknown) => {
      const checked = checkInput(zodSchema, data ?? {});
      if (checked.success) return { value: checked.data };
      return { error: new AppError(ResultCode.BAD_REQUEST, checked.message) };
    };
  });
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const { status, msg } = describeError(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    request.failure = msg;
    return reply.status(status).send({ code: status, msg, data: null });
  });

  app.setNotFoundHandler((request, reply) => {
    const msg = '接口不存在';
    request.failure = msg;
    return reply.status(404).send({ code: 404, msg: `${msg}：${request.method} ${request.url.split('?')[0]}`, data: null });
  });
}
