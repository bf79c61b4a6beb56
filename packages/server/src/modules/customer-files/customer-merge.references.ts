import type { Database } from '../../db/schema.js';

/**
 * What a merge does with each column that names a customer (issue 33 §4). One table, so the schema walk
 * (`customer-merge-schema.integration.test.ts`) can prove every foreign key to `customers` and every
 * customer-id column of the database is here: a column added later and not handled fails it.
 *
 * - `move`: the merged customer's rows become the kept customer's, as they are.
 * - `resolve`: the kept customer may hold one of a kind (a unique key, or a rule such as one running pass of a
 *   membership): the merged customer's duplicates are resolved first by the rule named in `why`
 *   (`customer-merge.repository.ts`, one function per table), then the rest move.
 * - `revoke`: the merged customer's live ones are revoked (they were links to that account), then they move.
 * - `delete`: removed: single-use sign-in links of an account that can no longer sign in.
 * - `keep`: stays naming the merged customer on purpose: a record of what happened to that id (the merged row
 *   points at the kept one, so it stays explainable).
 */
export type MergeRule = 'move' | 'resolve' | 'revoke' | 'delete' | 'keep';
export type CustomerReference<T extends keyof Database = keyof Database> = {
  table: T;
  column: keyof Database[T] & string;
  rule: MergeRule;
  why: string;
};

const ref = <T extends keyof Database>(table: T, column: keyof Database[T] & string, rule: MergeRule, why: string): CustomerReference =>
  ({ table, column, rule, why }) as CustomerReference;

export const CUSTOMER_REFERENCES: readonly CustomerReference[] = [
  ref('customers', 'parent_id', 'move', 'their dependants: the kept customer becomes their account holder'),
  ref('customers', 'merged_into_id', 'move', 'records merged into them before now point at the kept customer'),
  ref('customer_tokens', 'customer_id', 'delete', 'activation, reset and auto sign-in links would open the kept account'),
  ref('customer_emails', 'customer_id', 'move', 'the mails they were sent (Communications)'),
  ref('customer_sms', 'customer_id', 'move', 'the SMS they were sent'),
  ref('customer_custom_values', 'customer_id', 'resolve', 'one answer per custom field: the kept customer’s stays'),
  ref(
    'customer_form_answers',
    'customer_id',
    'resolve',
    'one set of answers per form (registration, add a child): the kept customer’s stays',
  ),
  ref('payment_tokens', 'customer_id', 'move', 'saved cards (the provider reference charges the card whoever holds it)'),
  ref('card_inscriptions', 'customer_id', 'move', 'cards being saved'),
  ref('external_account_links', 'customer_id', 'move', 'partner sign-ins now open the kept account'),
  ref('customer_group_members', 'customer_id', 'resolve', 'one membership per group; added by staff wins over given by a pass'),
  ref('customer_prices', 'customer_id', 'resolve', 'one own price per product: the kept customer’s stays'),
  ref('booking_prices', 'customer_id', 'move', 'court price rules for them alone'),
  ref('periodic_fees', 'customer_id', 'move', 'fees (a fee of an ended pass was ended with it)'),
  ref('sales', 'customer_id', 'move', 'orders, bookings’ and sign-ups’ sales, fees’ charges: paid and owed amounts as they are'),
  ref('sale_items', 'buyer_customer_id', 'move', 'who bought a line'),
  ref('sale_items', 'customer_id', 'move', 'whom a line was for'),
  ref('vouchers', 'customer_id', 'move', 'vouchers and wallets with their balances and movements'),
  ref('payments', 'customer_id', 'move', 'payments'),
  ref('booking_refunds', 'customer_id', 'move', 'refunds, pending ones included (the club now owes the kept customer)'),
  ref('staff_refunds', 'customer_id', 'move', 'refunds staff made'),
  ref('bookings', 'owner_customer_id', 'move', 'bookings they own'),
  ref('booking_series', 'owner_customer_id', 'move', 'recurring bookings they own'),
  ref('booking_participants', 'customer_id', 'resolve', 'one held place per booking: the other is freed, its unpaid share cancelled'),
  ref('booking_results', 'saved_by', 'move', 'results they entered'),
  ref('booking_results', 'answered_by', 'move', 'results they answered'),
  ref('booking_waitlist', 'customer_id', 'resolve', 'one live line per match or slot: the merged customer’s is left'),
  ref('checkins', 'customer_id', 'move', 'check-ins (their places moved too)'),
  ref('no_shows', 'customer_id', 'move', 'no-shows (their fees are sales, moved too)'),
  ref('roster_attendance', 'customer_id', 'resolve', 'one mark per session: present if either was'),
  ref('activity_signups', 'customer_id', 'resolve', 'one live sign-up per activity: the other is cancelled, its unpaid sale too'),
  ref('activity_signups', 'signed_by_id', 'move', 'who signed someone up'),
  ref(
    'activity_waitlist',
    'customer_id',
    'resolve',
    'one live line per activity (none beside a live sign-up): the merged customer’s is left',
  ),
  ref('season_passes', 'customer_id', 'resolve', 'one pass of a membership held at a time: the merged customer’s ends today'),
  ref('team_members', 'customer_id', 'resolve', 'once per team'),
  ref('training_absences', 'customer_id', 'resolve', 'once per training'),
  ref('customer_levels', 'customer_id', 'resolve', 'one club level: the most recently changed one stays'),
  ref('level_history', 'customer_id', 'move', 'how their level moved'),
  ref('customer_level_links', 'customer_id', 'resolve', 'one link per rating provider: the kept customer’s stays'),
  ref('calendar_feeds', 'customer_id', 'revoke', 'calendar links of the merged account stop (410), then are the kept customer’s history'),
  ref('calendar_feeds', 'made_by_id', 'revoke', 'links they made (for a dependant) stop too'),
  ref('door_credentials', 'customer_id', 'keep', 'revoked; each was issued to that id, as the revocation list says'),
  ref('audit_log', 'actor_id', 'keep', 'what they did, as who they were then (actor_kind customer)'),
  ref('audit_log', 'entity_id', 'keep', 'what was done to that record (entity customer)'),
  ref('stock_movements', 'actor_id', 'keep', 'stock their purchases moved, as who they were then (actor_kind customer)'),
];

/** The columns whose rows move (after their duplicates are resolved, for `resolve` and `revoke`). */
export const MOVED_REFERENCES = CUSTOMER_REFERENCES.filter((r) => r.rule === 'move' || r.rule === 'resolve' || r.rule === 'revoke');
