import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError } from '@clubportal/contract/api-result';
import { AppError, InputError, statusOf } from '../lib/app-error.js';
import { renderMessage, requestLanguage, translateMessage, type MessageKey } from '../lib/messages.js';
import { validationSentences } from '../lib/validation-messages.js';
import type { Language } from '@clubportal/contract/languages';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A validation failure also answers its field-error map, `model: { field: message }` (spec section 7: prebook). */
    fieldErrors?: boolean;
    /** The spec's failure text of this call, also said for input its schema refuses (a malformed download token). */
    invalidInputMessage?: MessageKey;
    /** Refusals also carry `model: { errorMsg }` (spec section 7: the checkout's clients read it there). */
    errorInModel?: boolean;
  }
  interface FastifyRequest {
    /** The language refusals are said in when the caller is known (a staff member's own); else Accept-Language. */
    replyLanguage: Language | null;
  }
}

/** Fastify's own client-error codes and the message a caller should read for each. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but the content type is JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported here',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The content length does not match the body',
  FST_ERR_CTP_INVALID_TYPE: 'The content type header is invalid',
};

/**
 * The one place where errors become HTTP answers, always `{ ok: false, errorMsg }`.
 * Client mistakes get a 4xx naming the problem; anything unexpected is logged and answered with a
 * generic 500 that never carries a stack trace.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.decorateRequest('replyLanguage', null);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = request.replyLanguage ?? requestLanguage(request.headers['accept-language']);
    const config = request.routeOptions.config;
    /** Every refusal: `{ ok: false, errorMsg }`, and `model.errorMsg` too where the spec's clients read it there. */
    const answer = (status: number, errorMsg: string, model?: Record<string, string>) =>
      reply.status(status).send({
        ok: false,
        errorMsg,
        ...(model ? { model } : config.errorInModel ? { model: { errorMsg } } : {}),
      } satisfies ApiError & {
        model?: Record<string, string>;
      });
    const send = (status: number, errorMsg: string) => answer(status, translateMessage(errorMsg, language));

    if (hasZodFastifySchemaValidationErrors(error)) {
      // The log keeps the schema's own words and paths; the caller reads sentences naming the fields.
      const raw = error.validation
        .map((v) => `${[error.validationContext, ...v.instancePath.split('/').filter(Boolean)].join('.')}: ${v.message}`)
        .join('; ');
      request.log.info({ validation: raw }, 'rejected invalid input');
      if (config.invalidInputMessage) return answer(400, renderMessage(config.invalidInputMessage, {}, language));
      const sentences = validationSentences(error.validation, language);
      if (config.fieldErrors) {
        // Each message names its field, as the screen shows only the messages (joined by commas, spec section 8).
        const model = Object.fromEntries(sentences.map((s) => [s.field || (error.validationContext ?? 'body'), s.message]));
        return answer(400, Object.values(model).join(', '), model);
      }
      return answer(400, sentences.map((s) => s.message).join('; '));
    }
    if (error instanceof InputError)
      return answer(
        400,
        validationSentences(error.issues, language)
          .map((s) => s.message)
          .join('; '),
      );
    if (error instanceof AppError) {
      if (statusOf[error.code] >= 500) request.log.error({ err: error }, 'service unavailable');
      if (error.extra)
        return reply
          .status(statusOf[error.code])
          .send({ ok: false, errorMsg: renderMessage(error.key, error.params, language), ...error.extra });
      return answer(statusOf[error.code], renderMessage(error.key, error.params, language));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response broke the contract');
      return send(500, 'Internal server error');
    }
    const framework = error.code ? frameworkMessages[error.code] : undefined;
    if (framework) {
      request.log.info({ code: error.code }, framework);
      return send(error.statusCode ?? 400, framework);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error.message, status }, 'client error');
      // A library's bare status word (the static files' "Forbidden" for an address with `//`) is no sentence.
      return send(status, /\s/.test(error.message.trim()) ? error.message : 'The address is not valid');
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(500, 'Internal server error');
  });
});

/**
 * Errors Fastify's router answers before any route or hook (a path parameter over maxParamLength, a
 * malformed URL): the same `{ ok: false, errorMsg }` shape (Fastify option `frameworkErrors`).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const errorMsg = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'The address is too long' : 'The address is not valid';
  request.log.info({ code: error.code }, errorMsg);
  void reply.status(status).send({ ok: false, errorMsg } satisfies ApiError);
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (oversized headers or request line,
 * an unknown method, garbage): answered in the API's error shape instead of Fastify's default one
 * (Fastify option `clientErrorHandler`).
 */
export const clientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']> = function (err, socket: Socket) {
  if ((err as NodeJS.ErrnoException).code === 'ECONNRESET' || socket.destroyed) return;
  const code = (err as NodeJS.ErrnoException).code;
  const [status, errorMsg] =
    code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request took too long']
      : code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers are too large']
        : [400, 'The request is not valid HTTP'];
  const body = JSON.stringify({ ok: false, errorMsg } satisfies ApiError);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
};
