import type { InfoRequestBody } from '@clubportal/contract/comms';
import type { Db } from '../../db/dialect.js';
import { unitOfWork } from '../../db/unit-of-work.js';
import { nowInstant, type Clock } from '../../lib/clock.js';
import { getMainSettings } from '../settings/index.js';
import { insertInfoRequest } from './comms.repository.js';
import type { MailOutbox } from '../../lib/mail-outbox.js';

/**
 * A visitor's question from the footer form: recorded and, in the same unit of work, queued as a mail to
 * the club with the visitor as reply-to. Delivery problems are the outbox's to retry, not the visitor's.
 */
export async function submitInfoRequest(
  deps: { db: Db; clock: Clock; outbox: MailOutbox },
  body: InfoRequestBody,
  language: string,
): Promise<void> {
  const settings = await getMainSettings(deps.db);
  await unitOfWork(deps.db, async (trx) => {
    const id = await insertInfoRequest(trx, { email: body.email, question: body.question, language }, nowInstant(deps.clock));
    if (!settings.email) return;
    await deps.outbox.enqueue(trx, {
      to: settings.email,
      replyTo: body.email,
      subject: `Request for information #${id} from ${body.email}`,
      text: `${body.email} asks:\n\n${body.question}`,
    });
  });
}
