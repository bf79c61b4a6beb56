import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type MailMessage = { to: string; subject: string; text: string; html?: string; replyTo?: string };

/** Sends mail over SMTP when SMTP_URL is set; otherwise writes it to the log so nothing is silently lost. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(opts: { smtpUrl: string | undefined; from: string; log: FastifyBaseLogger }): Mailer {
  if (!opts.smtpUrl) {
    return {
      async send(message) {
        opts.log.info({ mail: { ...message, from: opts.from } }, 'mail (no SMTP_URL set: logged, not sent)');
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(opts.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: opts.from, ...message });
    },
    close() {
      transport.close();
    },
  };
}
