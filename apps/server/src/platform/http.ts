import { checkInput, envelope, ResultCode, tooLargeMessage } from '@hrbd/contract';
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { z } from 'zod';
import { constraintViolation } from '../db/dialect/index.js';
import { AppError } from './errors.js';
import { ONE_FILE_MSG } from './uploads/multipart.js';

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

/**
 * Every JSON answer of the server, success or refusal: `{code, msg, data,
 * success}`, success true exactly when code is 200 (the contract's `envelope`).
 */
export const envelopeBody = envelope;


const KB = 1024;
/** What the HTTP parser refuses before Fastify sees a request, in the caller's words. */
export const HEADER_TOO_LARGE_MSG = `请求地址或请求头过长（合计不能超过${Math.floor(http.maxHeaderSize / KB)}KB）；较长的查询条件请改用该列表对应的表单（POST）接口提交`;
export const BAD_URL_MSG = '请求地址不合法：含有无法解码的 % 编码';
export const CONTENT_ENCODING_MSG = '不支持压缩的请求体（Content-Encoding），请发送未压缩的内容';

const CLIENT_ERRORS: Record<string, { status: number; msg: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, msg: HEADER_TOO_LARGE_MSG },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, msg: '请求超时，请重试' },
};

/**
 * Fastify's `clientErrorHandler`: a request the HTTP parser refused (a header
 * or URL over the limit, malformed HTTP) never reaches a route, so the
 * envelope is written onto the socket here.
 */
export function writeClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, msg } = CLIENT_ERRORS[error.code ?? ''] ?? { status: 400, msg: STATUS_MESSAGES[400] };
  const body = JSON.stringify(envelopeBody(status, msg, null));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Fastify's `frameworkErrors`: a URL that cannot be decoded (`/%`) answers the envelope too. */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const msg = error.code === 'FST_ERR_BAD_URL' ? BAD_URL_MSG : STATUS_MESSAGES[400];
  request.failure = msg;
  void reply.status(400).send(envelopeBody(400, msg, null));
}

/** The Fastify constructor options that keep refusals made before routing in the envelope. */
export const envelopeServerOptions: Pick<FastifyServerOptions, 'clientErrorHandler' | 'frameworkErrors'> = {
  clientErrorHandler: writeClientError,
  frameworkErrors: frameworkError,
};

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
  // @fastify/multipart's limits: one file per form, and the largest video.
  if (code === 'FST_FILES_LIMIT') return { status: 400, msg: ONE_FILE_MSG };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return { status: 413, msg: tooLargeMessage('video') };
  if (status === 413) return { status: 413, msg: STATUS_MESSAGES[413] };
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

  // Fastify would read a compressed body as if it were plain and fail on it; refuse it plainly instead.
  app.addHook('onRequest', async (request) => {
    const encoding = request.headers['content-encoding'];
    if (encoding && encoding.trim().toLowerCase() !== 'identity') throw new AppError(415, CONTENT_ENCODING_MSG);
  });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const { status, msg } = describeError(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    request.failure = msg;
    return reply.status(status).send(envelopeBody(status, msg, null));
  });

  app.setNotFoundHandler((request, reply) => {
    const msg = '接口不存在';
    request.failure = msg;
    return reply.status(404).send(envelopeBody(404, `${msg}：${request.method} ${request.url.split('?')[0]}`, null));
  });
}
