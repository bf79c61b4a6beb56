import type { FastifyBaseLogger } from 'fastify';
import type { InfoRequestBody } from '@clubportal/contract/comms';
import type { Db } from '../../db/dialect.js';
import type { Mailer } from '../../lib/mailer.js';
import { getMainSettings } from '../settings/settings.service.js';
import { insertInfoRequest } from './comms.repository.js';

/**
 * A visitor's question from the footer form: kept first (so it is never lost), then mailed to the club
 * with the visitor as reply-to. A mail failure is logged, not shown: the request is already recorded.
 */
export async function submitInfoRequest(
  deps: { db: Db; mailer: Mailer; log: FastifyBaseLogger },
  body: InfoRequestBody,
  language: string,
): Promise<void> {
  const id = await insertInfoRequest(deps.db, { email: body.email, question: body.question, language });
  const settings = await getMainSettings(deps.db);
  if (!settings.email) return;
  try {
    await deps.mailer.send({
      to: settings.email,
      replyTo: body.email,
      subject: `Request for information #${id} from ${body.email}`,
      text: `${body.email} asks:\n\n${body.question}`,
    });
  } catch (err) {
    deps.log.error({ err, infoRequestId: id }, 'info request stored but the mail to the club failed');
  }
}
