import {
  activateBodySchema,
  autoLoginBodySchema,
  autoLoginTokenResponseSchema,
  activateResponseSchema,
  changePasswordBodySchema,
  changePasswordResponseSchema,
  loginBodySchema,
  loginFailureSchema,
  linkTargetsQuerySchema,
  linkTargetsResponseSchema,
  loginResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  resetPasswordBodySchema,
  resetPasswordResponseSchema,
  resetRequestBodySchema,
  resetRequestResponseSchema,
} from '@clubportal/contract/accounts';
import { statusOf } from '../../lib/app-error.js';
import { renderMessage, requestLanguage } from '../../lib/messages.js';
import { RATE_LIMITS } from '../../lib/rate-limits.js';
import type { App, RouteDeps } from '../../lib/route-types.js';
import { linkAccountTargets } from './partner-links.js';
import { activate, requestPasswordReset, resetPassword } from './account-links.service.js';
import { autoLogin, changePassword, issueAutoLoginToken, login, LoginFailure } from './accounts.service.js';
import { register, type RegistrationAnswers } from './registration.service.js';

const LOGIN_RATE = RATE_LIMITS.login;
const MAIL_RATE = RATE_LIMITS.mail;

/** `registrationAnswers`: the club's registration form's check of a registration's answers (dynamic-forms', handed in by the app). */
export async function accountsRoutes(app: App, deps: RouteDeps, registrationAnswers?: RegistrationAnswers) {
  app.post(
    '/api/publiccustomers/cauth',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Log in with email and password (externalToken: link a partner account)',
        body: loginBodySchema,
        response: { 200: loginResponseSchema, 400: loginFailureSchema, 403: loginFailureSchema, 429: loginFailureSchema },
      },
      config: { access: 'public', rateLimit: LOGIN_RATE },
    },
    async (req, reply) => {
      try {
        return { ok: true as const, model: await login(deps, req.body, req.ip) };
      } catch (err) {
        if (!(err instanceof LoginFailure)) throw err;
        const errorMsg = renderMessage(err.key, err.params, requestLanguage(req.headers['accept-language']));
        return reply.status(statusOf[err.code] as 400 | 403 | 429).send({ ok: false as const, errorMsg, redirect: err.redirect });
      }
    },
  );

  app.get(
    '/api/publiccustomers/link-account-targets',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Where the account-link page returns the customer (partner sites only)',
        querystring: linkTargetsQuerySchema,
        response: { 200: linkTargetsResponseSchema },
      },
    },
    async (req) => ({ ok: true as const, model: linkAccountTargets(deps.config, req.query) }),
  );

  app.post(
    '/api/publiccustomers/register',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Register a customer (when the club has RegisterOn)',
        body: registerBodySchema,
        response: { 200: registerResponseSchema },
      },
      config: { access: 'public', rateLimit: MAIL_RATE },
    },
    async (req) => ({ ok: true as const, model: await register(deps, req.body, registrationAnswers) }),
  );

  app.post(
    '/api/publiccustomers/activate',
    {
      config: { access: 'token' },
      schema: {
        tags: ['accounts'],
        summary: 'Activate an account from the mailed link',
        body: activateBodySchema,
        response: { 200: activateResponseSchema },
      },
    },
    // `alreadyActive`: the link was used before and the account is active (the page offers the login).
    async (req) =>
      (await activate(deps, req.body.token)) === 'alreadyActive' ? { ok: true as const, alreadyActive: true } : { ok: true as const },
  );

  app.post(
    '/api/publiccustomers/reset-password-request-cz',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Mail a password reset (or activation) link',
        body: resetRequestBodySchema,
        response: { 200: resetRequestResponseSchema },
      },
      config: { access: 'public', rateLimit: MAIL_RATE },
    },
    async (req) => ({ ok: true as const, customerStatus: await requestPasswordReset(deps, req.body.email) }),
  );

  app.post(
    '/api/publiccustomers/reset-password-cz',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with a mailed reset token',
        body: resetPasswordBodySchema,
        response: { 200: resetPasswordResponseSchema },
      },
      config: { access: 'token', rateLimit: LOGIN_RATE },
    },
    async (req) => {
      await resetPassword(deps, req.body.token, req.body.plainPassword);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/publiccustomers/reset-password-by-old-json',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Change password with the current one',
        body: changePasswordBodySchema,
        response: { 200: changePasswordResponseSchema },
      },
      config: { access: 'customer', rateLimit: LOGIN_RATE },
    },
    async (req) => {
      await changePassword(deps, req.session, req.body, req.ip);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/publiccustomers/auto-login-token',
    {
      config: { access: 'session' },
      schema: {
        tags: ['accounts'],
        summary: 'Issue a single-use auto-login token for the session customer',
        response: { 200: autoLoginTokenResponseSchema },
      },
    },
    async (req) => ({ ok: true as const, ...(await issueAutoLoginToken(deps, req.session)) }),
  );
  app.post(
    '/api/publiccustomers/auto-login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Exchange an auto-login token for a session',
        body: autoLoginBodySchema,
        response: { 200: loginResponseSchema },
      },
      config: { access: 'token', rateLimit: LOGIN_RATE },
    },
    async (req) => ({ ok: true as const, model: await autoLogin(deps, req.body.t) }),
  );
}
