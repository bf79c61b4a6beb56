import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../db/dialect.js';
import { afterCommit } from '../db/unit-of-work.js';
import { minutesFromNow, nowInstant, type Clock } from './clock.js';
import type { Mailer } from './mailer.js';
import type { RecipientMailKind } from './rate-limits.js';
import {
  claimDueMails,
  insertOutboxMail,
  markOutboxFailure,
  markOutboxSent,
  type MailAttachment,
  type NewOutboxMail,
  type OutboxRow,
} from './mail-outbox.repository.js';

/** Retry schedule: 1, 2, 4 ... minutes after each failure, at most an hour apart, 12 attempts (about 8 hours). */
export const OUTBOX_RETRY = { maxAttempts: 12, firstDelayMinutes: 1, maxDelayMinutes: 60, claimMinutes: 5, batchSize: 20 } as const;

export function retryDelayMinutes(attempts: number): number {
  return Math.min(OUTBOX_RETRY.firstDelayMinutes * 2 ** (attempts - 1), OUTBOX_RETRY.maxDelayMinutes);
}

export type OutboxDeps = { db: Db; clock: Clock; mailer: Mailer; log: FastifyBaseLogger };

/**
 * Mail goes out through here. `enqueue` writes it in the caller's unit of work, so a rolled-back change
 * sends nothing and a committed one always sends; after commit it is sent at once in the background.
 * Failed sends are retried with backoff by `flush`, which the scheduler also runs every minute (a mail
 * whose instance died before sending is picked up by any instance once its claim runs out).
 */
export class MailOutbox {
  #running: Promise<void> | undefined;
  #again = false;
  readonly #deferred = new Set<Promise<void>>();

  #recipientLimiter: ((kind: RecipientMailKind, address: string) => Promise<boolean>) | undefined;

  constructor(private readonly deps: OutboxDeps) {}

  /** The app's per-recipient counter (`RECIPIENT_MAIL_LIMITS`, in the rate-limit store); without one, no limit. */
  limitRecipients(limiter: (kind: RecipientMailKind, address: string) => Promise<boolean>): void {
    this.#recipientLimiter = limiter;
  }

  /** Whether one more mail of `kind` may go to `address` now; asking counts it. A refusal is logged. */
  async recipientAllows(kind: RecipientMailKind, address: string): Promise<boolean> {
    const allowed = this.#recipientLimiter ? await this.#recipientLimiter(kind, address.trim().toLowerCase()) : true;
    if (!allowed) this.deps.log.info({ kind }, 'mail not sent: the recipient had their limit of this kind');
    return allowed;
  }

  /**
   * Runs `work` (which queues mail in a unit of work of its own) once the current request has been
   * answered, so the answer takes the same time whether or not there was mail to queue (no timing
   * oracle on who is a customer). `flush` and `settled` wait for deferred work first.
   */
  defer(work: () => Promise<void>): void {
    const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((err: unknown) => this.deps.log.error({ err }, 'deferred mail work failed'))
      .finally(() => this.#deferred.delete(run));
    this.#deferred.add(run);
  }

  async enqueue(executor: Executor, mail: NewOutboxMail): Promise<void> {
    await insertOutboxMail(executor, mail, nowInstant(this.deps.clock));
    afterCommit(executor, () => this.kick());
  }

  /** Starts a flush in the background; errors are logged. */
  kick(): void {
    this.#flushDue().catch((err: unknown) => this.deps.log.error({ err }, 'mail outbox flush failed'));
  }

  /** Sends every due mail, once deferred work has queued its own. */
  async flush(): Promise<void> {
    while (this.#deferred.size) await Promise.all([...this.#deferred]);
    return this.#flushDue();
  }

  /** Concurrent calls share one run (and a call during a run makes it go again). */
  #flushDue(): Promise<void> {
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = this.#drain().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  /** Resolves once a flush under way (if any) has finished: shutdown waits for it. */
  async settled(): Promise<void> {
    while (this.#deferred.size) await Promise.all([...this.#deferred]);
    await this.#running?.catch(() => undefined);
  }

  async #drain(): Promise<void> {
    do {
      this.#again = false;
      for (;;) {
        const { clock, db } = this.deps;
        const batch = await claimDueMails(db, nowInstant(clock), minutesFromNow(clock, OUTBOX_RETRY.claimMinutes), OUTBOX_RETRY.batchSize);
        if (batch.length === 0) break;
        for (const row of batch) await this.#send(row);
      }
    } while (this.#again);
  }

  async #send(row: OutboxRow): Promise<void> {
    const { clock, db, mailer, log } = this.deps;
    try {
      await mailer.send({
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        ...(row.html_body ? { html: row.html_body } : {}),
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
        ...(row.attachments ? { attachments: JSON.parse(row.attachments) as MailAttachment[] } : {}),
        ...(row.headers ? { headers: JSON.parse(row.headers) as Record<string, string> } : {}),
      });
    } catch (err) {
      const attempts = row.attempts + 1;
      const retryAt = attempts < OUTBOX_RETRY.maxAttempts ? minutesFromNow(clock, retryDelayMinutes(attempts)) : null;
      log.warn({ err, mailId: row.id, attempts, retryAt }, retryAt ? 'mail not sent, will retry' : 'mail not sent, giving up');
      await markOutboxFailure(db, row, err instanceof Error ? err.message : String(err), nowInstant(clock), retryAt);
      return;
    }
    await markOutboxSent(db, row, nowInstant(clock));
  }
}
