/**
 * Per visitor address limits of the calls worth abusing. Generous on purpose: members at the club share
 * one address (the club's Wi-Fi); accounts have their own, stricter login throttle in the database.
 * Counters live in Redis when REDIS_URL is set, shared by every instance; otherwise in each instance's memory.
 */
export const RATE_LIMITS = {
  login: { max: 60, timeWindow: '5 minutes' },
  mail: { max: 20, timeWindow: '15 minutes' },
  publicForm: { max: 10, timeWindow: '10 minutes' },
  formUpload: { max: 20, timeWindow: '10 minutes' },
  search: { max: 60, timeWindow: '1 minute' },
  /** The calendar feed (a token route, like the mailed links): calendar apps fetch it every hour or so; several members may share one fetcher's address. */
  calendarFeed: { max: 120, timeWindow: '5 minutes' },
  /**
   * One-click unsubscribes (RFC 8058) come from the mail provider's servers, many members behind one address
   * right after a newsletter goes out; the signed token is what guards them.
   */
  oneClickUnsubscribe: { max: 300, timeWindow: '5 minutes' },
  /** Saving personal data answers 409 for someone else's email: no more tries than a person needs. */
  profileSave: { max: 30, timeWindow: '15 minutes' },
} as const;

/**
 * Mails one address may receive of a kind nobody at that address asked for, whoever triggers them (issue 29):
 * newsletter confirmations, a booking owner's join and leave notices, invitations to a named player, a match's
 * result to confirm or disputed. Counted
 * per recipient in the same store as the limits above (Redis when REDIS_URL is set). Past the limit the
 * surplus mail is not sent; the action that caused it still succeeds (the booking, the join, the
 * subscription request stand; the owner sees the players on the booking, the invited player in My Bookings).
 */
export const RECIPIENT_MAIL_LIMITS = {
  newsletterConfirmation: { max: 3, timeWindow: '1 hour' },
  playerMoves: { max: 10, timeWindow: '1 hour' },
  invitation: { max: 10, timeWindow: '1 hour' },
  matchResults: { max: 10, timeWindow: '1 hour' },
} as const;
export type RecipientMailKind = keyof typeof RECIPIENT_MAIL_LIMITS;
