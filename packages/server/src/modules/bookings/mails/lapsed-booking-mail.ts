import type { Language } from '@clubportal/contract/languages';
import { textsOf } from '../../../lib/texts/index.js';

/**
 * The mail to a player of a booking released because its owner did not pay within the hold (issue 29: a
 * member joined an open match still held, paid their share, and the owner's hold ran out). Sent by
 * hold-release.service.ts through `mailBookingPlayers`, with the lines of what came back of their share.
 */
export const lapsedMailTexts: Record<Language, { subject: string; body: string; link: string }> = textsOf('bookingLapsed');
