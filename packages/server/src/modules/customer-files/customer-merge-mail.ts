import { knownLanguage } from '@clubportal/contract/languages';
import type { Tx } from '../../db/unit-of-work.js';
import { escapeHtml, fillMail, mailHtml, mailLink, mailNote, mailParagraph } from '../../lib/mail-layout.js';
import { textsOf } from '../../lib/texts/index.js';
import { mailRecipientOf, queueCustomerEmail, type MailDeps } from '../comms/index.js';
import { getMainSettings } from '../settings/index.js';

const texts = textsOf('customerMerge');

/**
 * Tells the person their accounts were joined (issue 33 §4), in the unit of work (sent once it commits). The kept
 * customer is told in their language, at their inbox (a dependant's account holder's), with the address they
 * sign in with: what was on the other account is here now. The merged account's old address, when it is another
 * inbox, is told too, in that account's language and without naming the kept account's address: whoever signs in
 * with it learns where their things went, and a merge of two people by mistake shows no one the other's address.
 * Both copies are kept on the kept customer's Communications page.
 */
export async function queueMergeMails(
  trx: Tx,
  deps: MailDeps & { publicUrl: string },
  kept: { id: number },
  merged: { id: number },
  oldAddress: { email: string; language: string; name: string } | null,
): Promise<void> {
  const settings = await getMainSettings(trx);
  const recipient = await mailRecipientOf(trx, kept.id);
  const vars = (name: string) => ({ club: settings.name, name, kept: String(kept.id), merged: String(merged.id) });
  if (recipient) {
    const t = texts[knownLanguage(recipient.language)];
    const v = { ...vars(recipient.name), email: recipient.inbox.email };
    const lines = [t.greeting, t.body, t.signIn, t.contact];
    await queueCustomerEmail(trx, deps, recipient.inbox, {
      subject: fillMail(t.subject, v, false),
      text: [...lines.map((l) => fillMail(l, v, false)), `${deps.publicUrl}/`, settings.name].join('\n\n'),
      html: mailHtml([
        ...lines.map((l) => mailParagraph(fillMail(l, v, true))),
        mailLink(`${deps.publicUrl}/`, escapeHtml(settings.name)),
        mailNote(escapeHtml(settings.name)),
      ]),
    });
  }
  if (oldAddress) {
    const t = texts[knownLanguage(oldAddress.language)];
    const v = vars(oldAddress.name);
    const lines = [t.greeting, t.oldBody, t.contact];
    await queueCustomerEmail(
      trx,
      deps,
      { id: kept.id, email: oldAddress.email },
      {
        subject: fillMail(t.oldSubject, v, false),
        text: [...lines.map((l) => fillMail(l, v, false)), settings.name].join('\n\n'),
        html: mailHtml([...lines.map((l) => mailParagraph(fillMail(l, v, true))), mailNote(escapeHtml(settings.name))]),
      },
    );
  }
}
