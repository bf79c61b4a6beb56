import type { FastifyBaseLogger } from 'fastify';
import type * as nodemailer from 'nodemailer';
import { loadPackage } from './optional-package.js';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: Array<{ filename: string; contentType: string; content: string }>;
  /** Extra headers by name (List-Unsubscribe...). */
  headers?: Record<string, string>;
};

/**
 * Sends mail over SMTP when SMTP_URL is set. Without it the log is the development mailbox: each mail is
 * printed whole, links included (under `devMailbox`, which the log's redaction of mail bodies leaves
 * alone), at warn level so it shows at every usual LOG_LEVEL.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(opts: { smtpUrl: string | undefined; from: string; log: FastifyBaseLogger }): Mailer {
  if (!opts.smtpUrl) {
    return {
      async send(message) {
        const { to, subject, text, replyTo, attachments, headers } = message;
        opts.log.warn(
          {
            devMailbox: {
              from: opts.from,
              to,
              subject,
              ...(replyTo ? { replyTo } : {}),
              ...(headers ? { headers } : {}),
              text,
              ...(attachments?.length ? { attachments: attachments.map((a) => a.filename) } : {}),
            },
          },
          `mail not sent (no SMTP_URL): to ${to}, "${subject}"\n${text}`,
        );
      },
      close() {},
    };
  }
  // Loaded only by a server that sends mail: the development mailbox never holds nodemailer (issue 34: memory).
  const { createTransport } = loadPackage('nodemailer') as typeof nodemailer;
  const transport = createTransport(opts.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: opts.from, ...message });
    },
    close() {
      transport.close();
    },
  };
}
