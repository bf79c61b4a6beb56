/** The texts of the players' mails (participant-mails.ts), per kind and language: `{name}`-style fields filled by `fillMail`. */
import { type Language } from '@clubportal/contract/languages';
import { lapsedMailTexts } from './lapsed-booking-mail.js';
import { textsOf, kindsOf } from '../../../lib/texts/index.js';

export type ParticipantMailKind = 'invitation' | 'declined' | 'unanswered' | 'left' | 'joined' | 'cancelled' | 'lapsed';

export type Texts = { subject: string; body: string; link: string };

export const texts: Record<ParticipantMailKind, Record<Language, Texts>> = { ...kindsOf('participants'), lapsed: lapsedMailTexts };

export type OutcomeTexts = { card: string; voucher: string; sessions: string; club: string; kept: string; unpaidCancelled: string };

/** {amount} formatted in the club's currency, {method} the card's provider or the voucher's name, {sessions} a count. */
export const outcomeTexts: Record<Language, OutcomeTexts> = textsOf('participantOutcome');
