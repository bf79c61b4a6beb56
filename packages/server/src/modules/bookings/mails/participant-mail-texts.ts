/** The texts of the players' mails (participant-mails.ts), per kind and language: `{name}`-style fields filled by `fillMail`. */
import { type Language } from '@clubportal/contract/languages';
import { lapsedMailTexts } from './lapsed-booking-mail.js';
import { kindsOf } from '../../../lib/texts/index.js';

export type ParticipantMailKind = 'invitation' | 'declined' | 'unanswered' | 'left' | 'joined' | 'cancelled' | 'lapsed';

export type Texts = { subject: string; body: string; link: string };

export const texts: Record<ParticipantMailKind, Record<Language, Texts>> = { ...kindsOf('participants'), lapsed: lapsedMailTexts };
