import {
  invitationInfoResponseSchema,
  staffAcceptInvitationBodySchema,
  staffChangePasswordBodySchema,
  staffConfirmTwoFactorBodySchema,
  staffForgotPasswordBodySchema,
  staffLanguageBodySchema,
  staffLoginBodySchema,
  staffLoginFailureSchema,
  staffMeResponseSchema,
  staffResetPasswordBodySchema,
  staffSetupBodySchema,
  staffTokenBodySchema,
  twoFactorConfirmResponseSchema,
  twoFactorEnrolResponseSchema,
} from '@clubportal/contract/staff';
import { okOnlySchema } from '@clubportal/contract/api-result';
import { statusOf } from '../../lib/app-error.js';
import { renderMessage, requestLanguage } from '../../lib/messages.js';
import { RATE_LIMITS } from '../../lib/rate-limits.js';
import type { App, RouteDeps } from '../../lib/route-types.js';
import { meOf, type StaffPrincipal } from './permissions.js';
import { clearedCookie, sessionCookie } from './staff-cookie.js';
import { staffOf } from './staff-guard.js';
import { acceptInvitation, checkResetToken, invitationInfo, requestStaffPasswordReset, resetStaffPassword } from './staff-links.service.js';
import { changeStaffPassword, StaffLoginFailure, staffLogin, staffLogout } from './staff-login.service.js';
import { checkSetupToken, claimOwner } from './first-run.service.js';
import { changeOwnLanguage } from './staff-accounts.service.js';
import { confirmTwoFactor, startTwoFactor } from './two-factor.service.js';

const tags = ['staff'];
const open = { access: 'staff', staff: 'open' } as const;
const self = { access: 'staff', staff: 'self' } as const;

/** Signing in and out, the first run's setup, invitation and reset links, two-factor enrolment, who am I. */
export async function staffAuthRoutes(app: App, deps: RouteDeps) {
  const { publicUrl } = deps.config;
  /** Signs the reply in: the session cookie, and who is signed in. */
  const signedIn = (reply: { header: (k: string, v: string) => unknown }, s: { token: string; principal: StaffPrincipal }) => {
    reply.header('set-cookie', sessionCookie(publicUrl, s.token));
    return { ok: true as const, model: meOf(s.principal) };
  };

  app.post(
    '/api/staff/login',
    {
      schema: {
        tags,
        summary: 'Sign in to the staff console (email, password, and the two-factor code once enrolled); sets the session cookie',
        body: staffLoginBodySchema,
        response: {
          200: staffMeResponseSchema,
          400: staffLoginFailureSchema,
          401: staffLoginFailureSchema,
          403: staffLoginFailureSchema,
          429: staffLoginFailureSchema,
        },
      },
      config: { ...open, rateLimit: RATE_LIMITS.login },
    },
    async (req, reply) => {
      try {
        return signedIn(reply, await staffLogin(deps, req.body, req.ip));
      } catch (err) {
        if (!(err instanceof StaffLoginFailure)) throw err;
        const errorMsg = renderMessage(err.key, err.params, requestLanguage(req.headers['accept-language']));
        return reply
          .status(statusOf[err.code] as 400 | 401 | 403 | 429)
          .send({ ok: false as const, errorMsg, ...(err.twoFactorRequired ? { twoFactorRequired: true } : {}) });
      }
    },
  );

  app.post(
    '/api/staff/logout',
    { schema: { tags, summary: 'Sign out: the session ends and its cookie is cleared', response: { 200: okOnlySchema } }, config: self },
    async (req, reply) => {
      await staffLogout(deps, staffOf(req));
      reply.header('set-cookie', clearedCookie(publicUrl));
      return { ok: true as const };
    },
  );

  app.get(
    '/api/staff/me',
    {
      schema: {
        tags,
        summary: 'The signed-in staff member: role, permissions, language, whether two-factor enrolment is due',
        response: { 200: staffMeResponseSchema },
      },
      config: self,
    },
    async (req) => ({ ok: true as const, model: meOf(staffOf(req)) }),
  );

  app.post(
    '/api/staff/setup/check',
    {
      schema: {
        tags,
        summary: 'Whether a first-run setup link can still be used',
        body: staffTokenBodySchema,
        response: { 200: okOnlySchema },
      },
      config: { ...open, rateLimit: RATE_LIMITS.login },
    },
    async (req) => {
      await checkSetupToken(deps, req.body.token);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/staff/setup',
    {
      schema: {
        tags,
        summary: "First run: the setup link's token claims the club's owner (once) and signs them in",
        body: staffSetupBodySchema,
        response: { 200: staffMeResponseSchema },
      },
      config: { ...open, rateLimit: RATE_LIMITS.login },
    },
    async (req, reply) => signedIn(reply, await claimOwner(deps, req.body, req.ip)),
  );

  app.post(
    '/api/staff/invitation/check',
    {
      schema: {
        tags,
        summary: 'Who an invitation link is for',
        body: staffTokenBodySchema,
        response: { 200: invitationInfoResponseSchema },
      },
      config: { ...open, rateLimit: RATE_LIMITS.login },
    },
    async (req) => ({ ok: true as const, model: await invitationInfo(deps, req.body.token) }),
  );

  app.post(
    '/api/staff/invitation/accept',
    {
      schema: {
        tags,
        summary: 'Accept an invitation: choose the password; signs the staff member in',
        body: staffAcceptInvitationBodySchema,
        response: { 200: staffMeResponseSchema },
      },
      config: { ...open, rateLimit: RATE_LIMITS.login },
    },
    async (req, reply) => signedIn(reply, await acceptInvitation(deps, req.body, req.ip)),
  );

  app.post(
    '/api/staff/password/forgot',
    {
      schema: {
        tags,
        summary: 'Mail a password reset link (answers the same whether or not the address has an account)',
        body: staffForgotPasswordBodySchema,
        response: { 200: okOnlySchema },
      },
      config: { ...open, rateLimit: RATE_LIMITS.mail },
    },
    async (req) => {
      await requestStaffPasswordReset(deps, req.body.email);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/staff/password/reset/check',
    {
      schema: {
        tags,
        summary: 'Whether a password reset link can still be used',
        body: staffTokenBodySchema,
        response: { 200: okOnlySchema },
      },
      config: { ...open, rateLimit: RATE_LIMITS.login },
    },
    async (req) => {
      await checkResetToken(deps, req.body.token);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/staff/password/reset',
    {
      schema: {
        tags,
        summary: 'A new password from a reset link; every session of the account ends',
        body: staffResetPasswordBodySchema,
        response: { 200: okOnlySchema },
      },
      config: { ...open, rateLimit: RATE_LIMITS.login },
    },
    async (req) => {
      await resetStaffPassword(deps, req.body, req.ip);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/staff/password',
    {
      schema: {
        tags,
        summary: "Change one's own password; every other session ends",
        body: staffChangePasswordBodySchema,
        response: { 200: okOnlySchema },
      },
      config: { ...self, rateLimit: RATE_LIMITS.login },
    },
    async (req) => {
      await changeStaffPassword(deps, staffOf(req), req.body, req.ip);
      return { ok: true as const };
    },
  );

  app.put(
    '/api/staff/me/language',
    {
      schema: { tags, summary: "Change one's own console language", body: staffLanguageBodySchema, response: { 200: okOnlySchema } },
      config: self,
    },
    async (req) => {
      await changeOwnLanguage(deps, staffOf(req), req.body.language, req.ip);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/staff/two-factor/enrol',
    {
      schema: {
        tags,
        summary: 'Start two-factor enrolment: a secret and the otpauth:// address to scan',
        response: { 200: twoFactorEnrolResponseSchema },
      },
      config: self,
    },
    async (req) => ({ ok: true as const, model: await startTwoFactor(deps, staffOf(req)) }),
  );

  app.post(
    '/api/staff/two-factor/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm enrolment with a code from the app; answers the recovery codes, shown once',
        body: staffConfirmTwoFactorBodySchema,
        response: { 200: twoFactorConfirmResponseSchema },
      },
      config: { ...self, rateLimit: RATE_LIMITS.login },
    },
    async (req) => ({ ok: true as const, model: { recoveryCodes: await confirmTwoFactor(deps, staffOf(req), req.body.code, req.ip) } }),
  );
}
