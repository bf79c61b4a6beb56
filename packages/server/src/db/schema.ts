import type { ColumnType, Generated } from 'kysely';
import type { Instant } from '../lib/clock.js';
import type { ParticipantState } from '@clubportal/contract/bookings';

/**
 * Tables as Kysely sees them. Portable across SQLite and PostgreSQL: flags are 0/1 integers, money is
 * integer minor units, instants are `Instant`s (timestamptz on PostgreSQL, ISO-8601 UTC text on SQLite).
 */
export interface Database {
  club_config: ClubConfigTable;
  club_launch: ClubLaunchTable;
  club_texts: ClubTextsTable;
  file_uploads: FileUploadsTable;
  info_requests: InfoRequestsTable;
  staff_users: StaffUsersTable;
  staff_roles: StaffRolesTable;
  staff_accounts: StaffAccountsTable;
  staff_mail_preferences: StaffMailPreferencesTable;
  staff_digest_days: StaffDigestDaysTable;
  staff_sessions: StaffSessionsTable;
  staff_tokens: StaffTokensTable;
  audit_log: AuditLogTable;
  text_blocks: TextBlocksTable;
  banners: BannersTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  customers: CustomersTable;
  customer_tokens: CustomerTokensTable;
  customer_emails: CustomerEmailsTable;
  customer_sms: CustomerSmsTable;
  login_failures: LoginFailuresTable;
  custom_fields: CustomFieldsTable;
  customer_custom_values: CustomerCustomValuesTable;
  payment_tokens: PaymentTokensTable;
  dynamic_forms: DynamicFormsTable;
  dynamic_form_fields: DynamicFormFieldsTable;
  dynamic_form_options: DynamicFormOptionsTable;
  customer_form_answers: CustomerFormAnswersTable;
  external_account_links: ExternalAccountLinksTable;
  mail_outbox: MailOutboxTable;
  stored_files: StoredFilesTable;
  product_types: ProductTypesTable;
  products: ProductsTable;
  product_images: ProductImagesTable;
  stock_movements: StockMovementsTable;
  customer_groups: CustomerGroupsTable;
  customer_group_members: CustomerGroupMembersTable;
  customer_prices: CustomerPricesTable;
  periodic_fees: PeriodicFeesTable;
  sales: SalesTable;
  sale_items: SaleItemsTable;
  invoices: InvoicesTable;
  document_links: DocumentLinksTable;
  vouchers: VouchersTable;
  voucher_movements: VoucherMovementsTable;
  voucher_status_changes: VoucherStatusChangesTable;
  booking_settings: BookingSettingsTable;
  resources: ResourcesTable;
  opening_hours: OpeningHoursTable;
  opening_exceptions: OpeningExceptionsTable;
  resource_blocks: ResourceBlocksTable;
  resource_block_series: ResourceBlockSeriesTable;
  booking_types: BookingTypesTable;
  booking_type_resources: BookingTypeResourcesTable;
  booking_prices: BookingPricesTable;
  bookings: BookingsTable;
  booking_blocks: BookingBlocksTable;
  booking_participants: BookingParticipantsTable;
  booking_templates: BookingTemplatesTable;
  booking_template_places: BookingTemplatePlacesTable;
  booking_refunds: BookingRefundsTable;
  transports: TransportsTable;
  promos: PromosTable;
  payments: PaymentsTable;
  payment_sales: PaymentSalesTable;
  payment_refs: PaymentRefsTable;
  payment_notifications: PaymentNotificationsTable;
  card_inscriptions: CardInscriptionsTable;
  card_refunds: CardRefundsTable;
  staff_refunds: StaffRefundsTable;
  staff_refund_sales: StaffRefundSalesTable;
  refund_settlements: RefundSettlementsTable;
  virtual_card_config: VirtualCardConfigTable;
  season_passes: SeasonPassesTable;
  membership_types: MembershipTypesTable;
  teams: TeamsTable;
  team_members: TeamMembersTable;
  trainings: TrainingsTable;
  training_media: TrainingMediaTable;
  training_absences: TrainingAbsencesTable;
  roster_attendance: RosterAttendanceTable;
  booking_series: BookingSeriesTable;
  order_states: OrderStatesTable;
  order_state_changes: OrderStateChangesTable;
  order_return_lines: OrderReturnLinesTable;
  activities: ActivitiesTable;
  activity_signups: ActivitySignupsTable;
  activity_waitlist: ActivityWaitlistTable;
  activity_sports: ActivitySportsTable;
  calendar_feeds: CalendarFeedsTable;
  sale_payment_means: SalePaymentMeansTable;
  customer_levels: CustomerLevelsTable;
  booking_waitlist: BookingWaitlistTable;
  booking_results: BookingResultsTable;
  level_history: LevelHistoryTable;
  customer_level_links: CustomerLevelLinksTable;
  door_credentials: DoorCredentialsTable;
  checkins: CheckinsTable;
  no_shows: NoShowsTable;
  no_show_rule: NoShowRuleTable;
}

/** One row per settings section; `data` is JSON validated by the contract's schema on every read. */
export interface ClubConfigTable {
  /**
   * Issue 31: `languages`, the languages the club offers (`{ offered }`); `payments`, the configured providers it
   * withdrew and whether members may pay at the club (`{ withdrawn, payAtClub }`).
   */
  section: 'main' | 'legal' | 'template' | 'languages' | 'payments';
  data: string;
  updated_at: Instant;
}

/** Migration 0038: the club's go-live state, one row (id 1); `wizard` is JSON: step -> instant saved. */
export interface ClubLaunchTable {
  id: number;
  live: number;
  live_at: Instant | null;
  wizard: string;
  /** The booking type the wizard's courts step created (migration 0039); null before it. */
  courts_booking_type_id: number | null;
}

/** Migration 0041: a club text in another language than the default (the entity's own column). */
export interface ClubTextsTable {
  entity: string;
  entity_id: number;
  field: string;
  language: string;
  text: string;
  updated_at: Instant;
}

export interface FileUploadsTable {
  id: Generated<number>;
  parent_name: string;
  parent_id: number;
  category: string;
  /** File name under the uploads folder. */
  url: string;
  description: string;
  sort_order: number;
  created_at: Instant;
  /** 1 shown on the home, 0 hidden (the staff's editors). */
  published: Generated<number>;
  /** Archived by staff: off the home and out of the editor's list, kept. */
  archived_at: Instant | null;
}

export interface InfoRequestsTable {
  id: Generated<number>;
  email: string;
  question: string;
  language: string | null;
  created_at: Instant;
}

export interface StaffUsersTable {
  id: Generated<number>;
  name: string;
}

export interface TextBlocksTable {
  id: Generated<number>;
  /** TextBlockType: Posts 0, Testimonials 1, Teams 2. */
  type: number;
  title: string;
  text: string;
  smal_text: string;
  image: string;
  author_id: number | null;
  views: number;
  published: number;
  created_at: Instant;
  /** Title, short text and text, lower case without accents (contract normalizeSearchText): the blog search. */
  search_text: Generated<string>;
}

/** Home banners (migration 0017), shown by `position`. */
export interface BannersTable {
  id: Generated<number>;
  title: string;
  text: Generated<string>;
  image: Generated<string>;
  url: Generated<string>;
  position: Generated<number>;
  published: Generated<number>;
}

/** Newsletter subscribers (migration 0017): pending until the mailed link is followed. */
export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  language: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  /** When the visitor ticked the consent box (the last subscription request). */
  consent_at: Instant;
  confirmed_at: Instant | null;
  unsubscribed_at: Instant | null;
}

export interface CustomersTable {
  id: Generated<number>;
  /** Lower-cased; NULL for a child without an email of its own. */
  email: string | null;
  password_hash: string | null;
  name: string;
  surname: Generated<string>;
  email2: Generated<string>;
  email3: Generated<string>;
  phone: Generated<string>;
  phone2: Generated<string>;
  phone3: Generated<string>;
  gender: number | null;
  birth_date: string | null;
  address_line1: Generated<string>;
  postal_code: Generated<string>;
  city: Generated<string>;
  town: Generated<string>;
  country: Generated<string>;
  accept_conditions: Generated<number>;
  ok_rss: Generated<number>;
  /** CustomerStatus: 0 active, 1 not activated. */
  status: Generated<number>;
  language: Generated<string>;
  logo: Generated<string>;
  parent_id: number | null;
  created_at: Instant;
  updated_at: Instant;
  /** Set when the customer deleted the account: personal data is wiped, the row stays for history. */
  deleted_at: Instant | null;
  /** Tokens carry the version they were issued under; ending the account's sessions adds one. */
  session_version: Generated<number>;
  /** The one session (its `jti`) that survives the last ending of sessions (the one that changed the password). */
  kept_session_id: string | null;
  /** The address the activation or reset link last came to (lower-cased): a newsletter tick on it needs no confirmation. */
  proven_email: Generated<string | null>;
  /** Migration 0051: the customer's id in the club's previous system (a CSV import finds them again by it). */
  external_id: Generated<string | null>;
  /** Migration 0057: 1 on the club's one desk-guest customer, who owns the walk-ins of guests known only by a name. */
  desk_guest: Generated<number>;
  /**
   * Migration 0058: "name surname | surname name | email | phone digits | phone2 digits", lower case, kept by a
   * database trigger (never written by the app): what the staff's customer search scans.
   */
  search_text: Generated<string>;
  /**
   * Migration 0068: the customer this duplicate was merged into by staff (issue 33 §4), and when; the row stays
   * (also `deleted_at`: no sign-in, out of every search) so what names it is still explained. Null: not merged.
   */
  merged_into_id: Generated<number | null>;
  merged_at: Generated<Instant | null>;
}

/** Single-use links (activation, password reset, auto login); only a SHA-256 of the token is kept. */
export interface CustomerTokensTable {
  id: Generated<number>;
  customer_id: number;
  purpose: 'activation' | 'reset' | 'autologin';
  token_hash: string;
  expires_at: Instant;
  used_at: Instant | null;
  created_at: Instant;
}

/** Every mail sent to a customer, listed on their Communications page. */
export interface CustomerEmailsTable {
  id: Generated<number>;
  customer_id: number;
  to_address: string;
  subject: string;
  body: string;
  created_at: Instant;
  sent_at: Instant | null;
  error: string | null;
}

export interface CustomerSmsTable {
  id: Generated<number>;
  customer_id: number;
  phone: string;
  text: string;
  created_at: Instant;
}

/** A failed password check: `email` is the account tried, `ip` the caller's address. */
export interface LoginFailuresTable {
  id: Generated<number>;
  email: string;
  ip: string | null;
  /** 'login' (cauth), 'change-password' (a wrong current password) or 'staff-login' (the staff console). */
  kind: Generated<'login' | 'change-password' | 'staff-login'>;
  created_at: Instant;
}

/** Extra customer fields the club defines (text, bool or pick list), shown on the account page. */
export interface CustomFieldsTable {
  id: Generated<number>;
  name: string;
  label: string;
  field_type: 'text' | 'bool' | 'picklist';
  pick_list_values: string;
  required: number;
  sort_order: number;
}

export interface CustomerCustomValuesTable {
  customer_id: number;
  custom_field_id: number;
  value: string;
}

/** A card saved at a payment provider: we keep only its last digits and the provider's reference. */
export interface PaymentTokensTable {
  id: Generated<number>;
  customer_id: number;
  provider: string;
  card_number: string;
  provider_ref: string;
  created_at: Instant;
  deleted_at: Instant | null;
}

export interface DynamicFormsTable {
  id: Generated<number>;
  parent_name: string;
  parent_id: number;
  title: string;
  legal_checks: number;
  /** 1: archived by staff (the activity signs up without it). */
  archived: Generated<number>;
}

export interface DynamicFormFieldsTable {
  id: Generated<number>;
  form_id: number;
  name: string;
  label: string;
  input_type: string;
  default_value: string;
  required: number;
  col1: number;
  col2: number;
  column_def: string;
  header_name: string;
  sort_order: number;
  /** 1: hidden from members (it has answers, so it is kept). */
  hidden: Generated<number>;
  /** Picklist options hidden from members (comma-separated). */
  hidden_options: Generated<string>;
}

/** Migration 0069: a customer's answers to the club's own fields of the registration form or the add-a-child form. */
export interface CustomerFormAnswersTable {
  customer_id: number;
  /** The form's parent: `Registration` or `DependentCustomer`. */
  parent_name: string;
  /** `[{ name, value }]` as JSON: each answered field by its name. */
  answers: string;
  created_at: Instant;
}

/** Migration 0069: a Picklist option's id (its translations' key); `column_def` keeps the order and the answers' values. */
export interface DynamicFormOptionsTable {
  id: Generated<number>;
  field_id: number;
  text: string;
}

/** A partner's account linked to a customer from the account-link login page (cauth with externalToken). */
export interface ExternalAccountLinksTable {
  id: Generated<number>;
  customer_id: number;
  /** SHA-256 of the partner's token: enough to recognise it, useless if leaked. */
  token_hash: string;
  created_at: Instant;
}

/** Mail waiting to be sent after the transaction that caused it committed; retried with backoff. */
export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  reply_to: string | null;
  /** The customer's copy on their Communications page, marked sent when this is delivered. */
  customer_email_id: number | null;
  attempts: Generated<number>;
  next_attempt_at: Instant;
  /** A sender has taken the mail until then; another instance may retry it after. */
  claimed_until: Instant | null;
  sent_at: Instant | null;
  /** Set when the retries ran out. */
  failed_at: Instant | null;
  last_error: string | null;
  /** JSON [{ filename, contentType, content }] (text content), or null. */
  attachments: string | null;
  /** Migration 0029: JSON { name: value } of extra mail headers (a newsletter's List-Unsubscribe), or null. */
  headers: string | null;
  created_at: Instant;
}

/** Uploaded files, served from the database so every instance sees the same ones. */
export interface StoredFilesTable {
  name: string;
  content_type: string;
  size: number;
  data: Uint8Array;
  created_at: Instant;
  /** 1: served only on a signed link (lib/file-links.ts), to whom may see it (training media, sign-up uploads). */
  private: Generated<number>;
}

export interface ProductTypesTable {
  id: Generated<number>;
  name: string;
  sort_order: Generated<number>;
}

/** What a product is: only `article`s are sold in the shop; the rest are lines of other sales. */
export type ProductCategory = 'article' | 'booking' | 'activity' | 'fee' | 'voucher' | 'season_pass' | 'transport';

/**
 * A product. `price` is as staff entered it, in `price_basis` (net: tax on top; gross: tax included);
 * `net_price` and `gross_price` are derived from it by the contract's tax rule on every write, so lists
 * sort and filter on them without computing.
 */
export interface ProductsTable {
  id: Generated<number>;
  product_type_id: number | null;
  category: ProductCategory;
  name: string;
  description: string;
  /** HTML, sanitised by the client before rendering. */
  detail: string;
  /** The card image (a stored file name); `product_images` holds the further ones. */
  logo: string;
  price_basis: 'net' | 'gross';
  price: number;
  net_price: number;
  gross_price: number;
  tax_percent: number;
  currency: string;
  popular: number;
  trending: number;
  transport_required: number;
  /** 1: `stock` counts units and selling stops at 0; 0: always available. */
  track_stock: number;
  stock: number;
  published: number;
  /** A tracked product with this stock or less is on the low-stock list (migration 0043). */
  low_stock_threshold: Generated<number>;
  /** Archived by staff: unpublished for good, kept because sales point at it. */
  archived_at: Instant | null;
  /** Migration 0054: a variant's (size, colour) parent article; null for an article of its own. */
  parent_product_id: Generated<number | null>;
  /** Migration 0054: a variant's place among its parent's. */
  sort_order: Generated<number>;
  /** Migration 0054: 0, a variant selling at its parent's price (copied onto it by the parent's writes); 1 its own. */
  own_price: Generated<number>;
  /** Migration 0062: the product's reference (SKU) in the club's previous system (the CSV import's key); unique when set. */
  external_id: Generated<string | null>;
  /** Lower-case, accent-free name and description: what the shop search matches. */
  search_text: string;
  created_at: Instant;
  updated_at: Instant;
}

export type StockMovementKind = 'opening' | 'received' | 'sold' | 'returned' | 'adjusted';

/** One change of a product's counted stock; `products.stock` is the sum of its movements (migration 0043). */
export interface StockMovementsTable {
  id: Generated<number>;
  product_id: number;
  kind: StockMovementKind;
  /** Units in (positive) or out (negative). */
  quantity: number;
  stock_after: number;
  reason: string;
  sale_id: number | null;
  sale_item_id: number | null;
  actor_kind: 'staff' | 'customer' | 'system';
  actor_id: number | null;
  actor_label: string;
  at: Instant;
}

export interface ProductImagesTable {
  id: Generated<number>;
  product_id: number;
  /** A stored file name (served under /uploads). */
  file: string;
  sort_order: number;
}

export interface CustomerGroupsTable {
  id: Generated<number>;
  name: string;
}

export interface CustomerGroupMembersTable {
  customer_group_id: number;
  customer_id: number;
  /** 1 when a season pass gave it (it goes with the last running pass of that group); 0 when the staff added it. */
  by_pass: ColumnType<number, number | undefined, number>;
}

/** A price of a product for one customer or one customer group (exactly one), in the product's basis. */
export interface CustomerPricesTable {
  id: Generated<number>;
  product_id: number;
  customer_id: number | null;
  customer_group_id: number | null;
  price: number;
  net_price: number;
  gross_price: number;
}

/** A fee the club charges a customer every `period_months`; each charge is a sale with `periodic_fee_id`. */
export interface PeriodicFeesTable {
  id: Generated<number>;
  customer_id: number;
  product_id: number | null;
  description: string;
  amount: number;
  currency: string;
  period_months: number;
  /** Club-local calendar day, yyyy-MM-dd; null once the fee has ended. */
  next_due_date: string | null;
  active: number;
  created_at: Instant;
}

export type SaleStatus = 'pending' | 'paid' | 'cancelled';

/**
 * A sale: an order once paid, a pending sale (debt) while `paid` < `total`. Amounts are what the
 * customer pays (tax included): total = subtotal - discount + shipping.
 */
export interface SalesTable {
  id: Generated<number>;
  number: string;
  customer_id: number | null;
  title: string;
  /** 1 bought on the portal, 0 at the club's desk. */
  online: number;
  status: SaleStatus;
  payment_method_type: number | null;
  payment_method: string | null;
  currency: string;
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
  paid: number;
  transport_name: string | null;
  periodic_fee_id: number | null;
  created_at: Instant;
  /** PaymentType: 1 full, 2 shared (a shared booking: never paid by voucher, only by Redsys). */
  payment_type: Generated<number>;
  /** When a shared payment must be complete. */
  payment_deadline: Instant | null;
  /** A sale holding something (a prebooked court) only until then; paid later, the payment is flagged for a refund. */
  hold_expires_at: Instant | null;
  /** Migration 0050: the due day (club-local yyyy-MM-dd) of its periodic fee it charges; one sale per fee and day. */
  fee_due_date: string | null;
  /** Migration 0067: how its shop articles reach the member (ship, collect at the club); null without articles. */
  delivery: Generated<'ship' | 'collect' | null>;
}

/** A line of a sale; name, logo and unit price are copied from the product when sold. */
export interface SaleItemsTable {
  id: Generated<number>;
  sale_id: number;
  product_id: number | null;
  buyer_customer_id: number | null;
  customer_id: number | null;
  category: ProductCategory;
  name: string;
  logo: string;
  /** Tax included. */
  unit_price: number;
  units: number;
  subtotal: number;
  discount: number;
  total_with_discount: number;
  tax_percent: number;
  parent_identifier: string;
  parent_id: number | null;
  parent_name: string;
  stock_parent_id: number | null;
  stock_parent_name: string;
  stock_detail: string;
  sort_order: number;
}

export interface InvoicesTable {
  id: Generated<number>;
  sale_id: number;
  number: string;
  issued_at: Instant;
}

/** A download link of an invoice or ticket: only a SHA-256 of its token is kept. */
export interface DocumentLinksTable {
  id: Generated<number>;
  sale_id: number;
  kind: 'invoice' | 'ticket';
  token_hash: string;
  expires_at: Instant;
  created_at: Instant;
}

/** A money voucher (minor units) or a sessions voucher (whole sessions). */
export interface VouchersTable {
  id: Generated<number>;
  customer_id: number;
  description: string;
  kind: 'money' | 'sessions';
  currency: string;
  balance: number;
  enabled: number;
  expires_at: Instant | null;
  created_at: Instant;
}

/** One change of a voucher's balance: current = previous + amount (negative when spent). */
export interface VoucherMovementsTable {
  id: Generated<number>;
  voucher_id: number;
  amount: number;
  previous_amount: number;
  current_amount: number;
  sale_id: number | null;
  created_at: Instant;
  /** Why (a staff issue's reason) and by whom, when staff made it (migration 0045); '' otherwise. */
  reason: Generated<string>;
  actor_label: Generated<string>;
}

/** A voucher deactivated or reactivated by staff, with the reason (migration 0045); `vouchers.enabled` is the latest. */
export interface VoucherStatusChangesTable {
  id: Generated<number>;
  voucher_id: number;
  enabled: number;
  reason: string;
  actor_label: string;
  at: Instant;
}

/** The club's booking settings: one row, id 1 (migration 0009). */
export interface BookingSettingsTable {
  id: number;
  pending_payment_allowed: number;
  shared_payment_allowed: number;
  full_payment_allowed_with_special_prices: number;
  turnstiles_enabled: number;
  /** The club's doors read a booking's access QR (migration 0012). */
  access_qr_enabled: number;
  /** Migration 0032: how many open-match places one member may hold at once (joined, still to come or unpaid). */
  open_places_limit: number;
}

/** A court, room or anything booked by time; `resource_type` is the kind booking types ask for. */
export interface ResourcesTable {
  id: Generated<number>;
  name: string;
  resource_type: string;
  image: string;
  show_name_online: number;
  active: number;
  sort_order: number;
  /** Migration 0046: what the court is (surface, roof...), staff-written. */
  description: Generated<string>;
  /** Migration 0062: the court's id in the club's previous system (the CSV import's key); unique when set. */
  external_id: Generated<string | null>;
}

/** Opening hours of a resource on a weekday (1 Monday .. 7 Sunday), club-local `HH:mm`; `close_time` may be `24:00`. */
export interface OpeningHoursTable {
  id: Generated<number>;
  resource_id: number;
  weekday: number;
  open_time: string;
  close_time: string;
}

/**
 * Migration 0046: a court's hours on one club-local date instead of its weekday's: the rows of a date are its
 * bands; one row without times closes it all day.
 */
export interface OpeningExceptionsTable {
  id: Generated<number>;
  resource_id: number;
  date: string;
  open_time: string | null;
  close_time: string | null;
  reason: Generated<string>;
}

/** Time the club keeps a resource off the online grid. */
export interface ResourceBlocksTable {
  id: Generated<number>;
  resource_id: number;
  starts_at: Instant;
  ends_at: Instant;
  reason: string;
  /** maintenance, rain, tournament or other (contract staff-blocks BLOCK_KINDS). */
  kind: Generated<string>;
  series_id: number | null;
  created_by_staff_id: number | null;
  created_at: Instant | null;
}

/** One block the staff made (issue 33 §2): its rows in resource_blocks, each court and occurrence. */
export interface ResourceBlockSeriesTable {
  id: Generated<number>;
  kind: string;
  note: string;
  created_by_staff_id: number | null;
  created_at: Instant;
  idempotency_key: string;
  outcome: Generated<string>;
}

export type RefundRule = 'original' | 'voucher' | 'none';

export interface BookingTypesTable {
  id: Generated<number>;
  name: string;
  category: string;
  description: string;
  extended_description: string;
  image: string;
  /** JSON array of minutes. */
  durations: string;
  preferred_duration: number;
  slot_step_minutes: number;
  max_participants: number;
  by_place: number;
  allow_create_by_place: number;
  allow_join: number;
  shared_payment_allowed: number;
  anticipation_minutes: number | null;
  anticipation_text: string;
  cancel_text: string;
  cancel_window_minutes: number;
  refund_rule: RefundRule;
  hold_minutes: number;
  published: number;
  sort_order: number;
  /** Migration 0022: the level range asked of players, in hundredths (null: no limit on that side). */
  min_level_hundredths: number | null;
  max_level_hundredths: number | null;
  /** Migration 0024: how many sets its matches have (3 or 5). */
  result_sets: Generated<number>;
  /** Migration 0070: a by-place type's floor plan (booking_templates), which its classes to come follow. */
  booking_template_id: Generated<number | null>;
}

/** A resource kind a booking type takes: the main one, or a related one chosen online or linked by the club. */
export interface BookingTypeResourcesTable {
  id: Generated<number>;
  booking_type_id: number;
  resource_type: string;
  main: number;
  chosen_online: number;
  sort_order: number;
}

/** A price rule of a booking type; the first rule (by `sort_order`, then id) that holds gives the price (`priceOf`). */
export interface BookingPricesTable {
  id: Generated<number>;
  booking_type_id: number;
  duration_minutes: number;
  weekday: number | null;
  from_time: string;
  to_time: string;
  customer_group_id: number | null;
  price: number;
  /** Migration 0044: the rule's place in its type's list (first match wins). */
  sort_order: Generated<number>;
  /** Migration 0044: one court only (null: every court), one customer only, club-local dates (both included). */
  resource_id: number | null;
  customer_id: number | null;
  valid_from: string | null;
  valid_to: string | null;
}

export type BookingStatus = 'active' | 'cancelled';

/** A booking; paid when its owner's sale (`sale_id`) is paid. */
export interface BookingsTable {
  id: Generated<number>;
  booking_type_id: number;
  owner_customer_id: number;
  starts_at: Instant;
  ends_at: Instant;
  duration_minutes: number;
  max_participants: number;
  payment_type: number;
  status: BookingStatus;
  hold_expires_at: Instant | null;
  sale_id: number | null;
  price: number;
  currency: string;
  payment_deadline: Instant;
  token: string;
  origin: string;
  description: string;
  comments: string;
  created_at: Instant;
  cancelled_at: Instant | null;
  confirmation_sent_at: Instant | null;
  reminder_sent_at: Instant | null;
  /** Migration 0022: this match's own level range in hundredths; null: its booking type's. */
  min_level_hundredths: number | null;
  max_level_hundredths: number | null;
  /** Migration 0025: a class's floor plan (bookings by place); null: none. */
  booking_template_id: number | null;
  /** Migration 0032: 1 when its owner opened it as a match anyone may find and join; 0: private. */
  open_match: Generated<number>;
  /** Migration 0057: a walk-in guest's name (the owner is then the club's desk-guest customer); '' otherwise. */
  guest_name: Generated<string>;
  /** Migration 0061: a class's coach, a staff account (a coach reads only their rosters); null: none named. */
  coach_staff_id: Generated<number | null>;
  /** Migration 0065: the desk's recurring booking this one is an occurrence of; null: none. */
  series_id: Generated<number | null>;
}

/** Migration 0065: a recurring booking made at the desk (issue 33 §2); each occurrence is a booking of its own. */
export interface BookingSeriesTable {
  id: Generated<number>;
  owner_customer_id: number;
  booking_type_id: number;
  resource_id: number;
  first_date: string;
  local_time: string;
  duration_minutes: number;
  every_weeks: number;
  guest_name: Generated<string>;
  created_by_staff_id: number | null;
  created_at: Instant;
  /** Migration 0071: the series as it is from now on (an edit of the following or all dates keeps it): ISO weekday 1-7. */
  weekday: number;
  /** Migration 0071: the price staff agreed for the series (minor units) and why; null: the rules'. Carried to added weeks. */
  price_override: number | null;
  price_override_reason: string | null;
}

/** The time a booking takes on one resource. */
export interface BookingBlocksTable {
  id: Generated<number>;
  booking_id: number;
  resource_id: number;
  starts_at: Instant;
  ends_at: Instant;
  active: number;
  hold_expires_at: Instant | null;
  sale_id: number | null;
  no_online: number;
}

export interface BookingParticipantsTable {
  id: Generated<number>;
  booking_id: number;
  customer_id: number | null;
  position: number;
  team: number;
  sale_id: number | null;
  price: number;
  place_id: number | null;
  created_at: Instant;
  /** Migration 0015: the contract's ParticipantState; null for an open place. */
  state: ParticipantState | null;
  responded_at: Instant | null;
  /** Migration 0028: a class place's own confirmation and reminder mails (a court booking marks its booking). */
  confirmation_sent_at: Generated<Instant | null>;
  reminder_sent_at: Generated<Instant | null>;
}

/** Migration 0025: a floor plan of bookings by place (an uploaded image) and its map settings. */
export interface BookingTemplatesTable {
  id: Generated<number>;
  name: string;
  /** A stored file's name (served at /uploads/<name>). */
  image_map: string;
  /** JSON: the image's own width and height. */
  config_json: string;
  allow_see_participants: number;
  created_at: Instant;
  /** Migration 0070: removed by staff after past classes used it (kept for them, chosen no more). */
  archived_at: Instant | null;
}

/** Migration 0025: a numbered place of a floor plan ("Bike 7"), drawn by a rectangle in the image's coordinates. */
export interface BookingTemplatePlacesTable {
  id: Generated<number>;
  booking_template_id: number;
  place: string;
  /** JSON: {"x","y","w","h"}. */
  config_json: string;
  sort_order: number;
  /** Migration 0070: removed by staff after past classes' participants held it (their rosters keep its label). */
  archived_at: Instant | null;
}

export interface BookingRefundsTable {
  id: Generated<number>;
  booking_id: number;
  sale_id: number;
  customer_id: number;
  /** club: paid at the club, given back there (the club's pending refunds). */
  method: 'card' | 'voucher' | 'club';
  payment_method: string;
  amount: number;
  currency: string;
  voucher_id: number | null;
  /** A card refund follows its card_refunds rows: pending until the provider answered, then done, failed or manual. */
  status: 'pending' | 'done' | 'failed' | 'manual';
  created_at: Instant;
  /** Sessions given back to a sessions voucher (migration 0016); `amount` is then what they paid. */
  sessions: Generated<number>;
}

/** A way of delivering a shop order; its price is its transport product's gross price. */
export interface TransportsTable {
  id: Generated<number>;
  product_id: number;
  name: string;
  logo: string;
  delivery_time: string;
  active: number;
  sort_order: number;
  /** Migration 0067: 1 when the member collects the order at the club (nothing is sent). */
  collect: Generated<number>;
}

/** A promo code off the shop lines of a checkout. */
export interface PromosTable {
  id: Generated<number>;
  /** Upper-cased. */
  code: string;
  kind: 'percent' | 'amount';
  /** Percent (0-100) or minor units of `currency`. */
  value: number;
  currency: string | null;
  /** Minimum of the shop lines (minor units) for the code to apply. */
  min_total: number;
  max_uses: number | null;
  uses: number;
  active: number;
  valid_from: Instant | null;
  valid_until: Instant | null;
  created_at: Instant;
}

/**
 * pending: waiting for the provider; paid: the money arrived and the sales were settled; failed: the
 * provider said no (a later success still pays); refund_due: money arrived for sales that could no longer
 * take it (an expired hold, a cancelled sale): flagged for the club to refund; abandoned: never paid in
 * time, its checkout's stock and promo use given back (a late success becomes refund_due).
 */
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'refund_due' | 'abandoned';

export interface PaymentsTable {
  id: Generated<number>;
  guid: string | null;
  request_hash: string;
  customer_id: number;
  method_type: number;
  provider: string;
  provider_ref: string | null;
  attempt: Generated<number>;
  status: PaymentStatus;
  /** Money received that the club must give back (minor units). */
  refund_amount: Generated<number>;
  amount: number;
  currency: string;
  promo_id: number | null;
  note: Generated<string>;
  created_at: Instant;
  updated_at: Instant;
  paid_at: Instant | null;
  /** The sale this payment's checkout created (its product lines), whose stock an abandoned checkout gives back. */
  created_sale_id: number | null;
  /** Why the provider declined it, in its words, when it said (migration 0016). */
  decline_reason: Generated<string | null>;
}

/** How a payment settled a sale (migration 0016): what a cancel gives back, and the same way. */
export type PaymentMeans = 'voucher' | 'provider' | 'club' | 'none';
export interface SalePaymentMeansTable {
  id: Generated<number>;
  sale_id: number;
  payment_id: number;
  means: PaymentMeans;
  provider: string;
  method_name: string;
  voucher_id: number | null;
  /** Taken from the voucher: sessions, or minor units of a money voucher. */
  voucher_taken: Generated<number>;
  /** What the sale was credited (minor units). */
  amount: number;
  currency: string;
  created_at: Instant;
}

/** The part of a sale a payment covers. */
export interface PaymentSalesTable {
  payment_id: number;
  sale_id: number;
  amount: number;
}

export interface PaymentRefsTable {
  provider: string;
  provider_ref: string;
  payment_id: number;
}

export interface PaymentNotificationsTable {
  id: Generated<number>;
  provider: string;
  transaction_id: string;
  payment_id: number;
  provider_ref: string;
  outcome: 'paid' | 'failed' | 'pending';
  amount: number | null;
  payload: string;
  received_at: Instant;
}

/** A card being saved at a provider (Transbank Oneclick): who started it, and the saved card once finished. */
export interface CardInscriptionsTable {
  id: Generated<number>;
  customer_id: number;
  provider: string;
  token: string;
  payment_token_id: number | null;
  created_at: Instant;
}

/**
 * pending: waiting for the `card-refunds` job (again after a transient failure, from `next_attempt_at`);
 * sending: claimed by one instance; done: the provider refunded (`provider_refund_id`); failed: refused or
 * given up (`message`); manual: the provider has no refund API, the club refunds by hand.
 */
export type CardRefundStatus = 'pending' | 'sending' | 'done' | 'failed' | 'manual';

/** A share of a card charge given back through its provider (a cancelled booking's sale, or refund_due money). */
export interface CardRefundsTable {
  id: Generated<number>;
  payment_id: number;
  /** The paid notification of the charge refunded. */
  notification_id: number;
  /** The sale whose share it is; null for a second charge of one payment. */
  sale_id: number | null;
  /** staff: a refund staff made at the desk (staff_refunds, migration 0059). */
  reason: 'booking' | 'refund_due' | 'staff';
  amount: number;
  currency: string;
  status: CardRefundStatus;
  attempts: Generated<number>;
  next_attempt_at: Instant;
  provider_refund_id: string | null;
  message: Generated<string>;
  created_at: Instant;
  updated_at: Instant;
  done_at: Instant | null;
}

/** A refund staff made of a payment (migration 0059): once per client idempotency key. */
export interface StaffRefundsTable {
  id: Generated<number>;
  payment_id: number;
  customer_id: number;
  amount: number;
  currency: string;
  /** original: back the way it was paid; credit: a money voucher of the customer. */
  destination: 'original' | 'credit';
  /** card: a card_refunds row (reason staff); voucher; club: given back at the desk. */
  method: 'card' | 'voucher' | 'club';
  card_refund_id: number | null;
  voucher_id: number | null;
  reason: string;
  idempotency_key: string;
  actor_label: string;
  created_at: Instant;
}

/** The part of a staff refund that gives back money of one sale the payment paid. */
export interface StaffRefundSalesTable {
  staff_refund_id: number;
  sale_id: number;
  amount: number;
}

/** A refund left for the club settled by staff (migration 0059), once per source row. */
export interface RefundSettlementsTable {
  id: Generated<number>;
  source: 'booking_refund' | 'card_refund';
  source_id: number;
  how: 'cash' | 'terminal' | 'credit';
  voucher_id: number | null;
  note: Generated<string>;
  actor_label: string;
  created_at: Instant;
}

/** The club's virtual membership card (one row): pictures, sponsors and fields it shows, how long a QR lasts. */
export interface VirtualCardConfigTable {
  id: Generated<number>;
  top_image: string;
  shield: string;
  /** JSON text of sponsor logo file names. */
  selected_sponsors: string;
  /** JSON array of contract CARD_FIELDS. */
  fields: string;
  qr_valid_minutes: number;
}

/** A member's season pass: what the card names; club-local dates, `ends_on` null for no end. */
export interface SeasonPassesTable {
  id: Generated<number>;
  customer_id: number;
  name: string;
  starts_on: string;
  ends_on: string | null;
  created_at: Instant;
  /** The membership type it was given from (null for a pass from before the console's memberships). */
  membership_type_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The periodic fee that charges it (null for a free pass). */
  periodic_fee_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Why the staff gave it, then why they ended it. */
  reason: ColumnType<string | null, string | null | undefined, string | null>;
  ended_at: ColumnType<Instant | null, Instant | null | undefined, Instant | null>;
}

/** A membership or season pass type the staff sell: its price and term, the group and booking window it gives. */
export interface MembershipTypesTable {
  id: Generated<number>;
  name: string;
  /** JSON object of the name in the club's other languages. */
  names_json: string;
  price: number;
  currency: string;
  /** Charged every `period_months` while a pass runs; or null with validity dates (charged once). */
  period_months: number | null;
  valid_from: string | null;
  valid_to: string | null;
  customer_group_id: number | null;
  /** Days ahead its holders may book; null: the booking type's own limit. */
  booking_days: number | null;
  archived: number;
  created_at: Instant;
}

/** A club team (a school group, a league squad); members see its trainings. */
export interface TeamsTable {
  id: Generated<number>;
  name: string;
  /** Migration 0069: 1 once archived (its trainings kept; members and the staff's pickers no longer see it). */
  archived: Generated<number>;
}
export interface TeamMembersTable {
  team_id: number;
  customer_id: number;
}
export interface TrainingsTable {
  id: Generated<number>;
  team_id: number;
  starts_at: Instant;
  duration_minutes: number;
  description: string;
  public_comments: string;
  /** Migration 0052: the staff account that coaches it (a coach sees only theirs); null: none named. */
  coach_staff_id: number | null;
  /** Migration 0052: 0 once archived (off the members' lists, kept for its history). */
  active: Generated<number>;
}
/** A training's gallery image, video (title, file name) or file (title, url). */
export interface TrainingMediaTable {
  id: Generated<number>;
  training_id: number;
  kind: 'gallery' | 'video' | 'file';
  title: string;
  location: string;
  sort_order: number;
}
/** A member who did not show at a training (the spec's notShow). */
export interface TrainingAbsencesTable {
  training_id: number;
  customer_id: number;
}

/** Who came to a session of the desk's rosters (migration 0061): one row per participant and session. */
export interface RosterAttendanceTable {
  id: Generated<number>;
  kind: 'activity' | 'class';
  session_id: number;
  customer_id: number;
  present: number;
  marked_by_staff_id: number | null;
  marked_at: Instant;
}

/** An activity or registration (migration 0018). */
export interface ActivitiesTable {
  id: Generated<number>;
  name: string;
  type: 'registration' | 'activity';
  start_at: Instant;
  end_at: Instant | null;
  poster: Generated<string>;
  description: Generated<string>;
  /** Places in all; null is no limit. */
  capacity: number | null;
  signup_opens_at: Instant | null;
  signup_closes_at: Instant | null;
  /** Minor units of `currency`; 0 is free. */
  price: Generated<number>;
  currency: string;
  online_signup: Generated<number>;
  published: Generated<number>;
  created_at: Instant;
  /** Migration 0030: a paid sign-up is given back until this many hours before the start ... */
  cancel_hours_before: Generated<number>;
  /** ... with this share (0-100 %) of what was paid back, the way it was paid. */
  refund_percent: Generated<number>;
  /** Migration 0036: 1 when the activity is meant for members' children (a parent is offered their child first). */
  for_children: Generated<number>;
  /** Migration 0061: the staff account that coaches it (a coach reads only their rosters); null: none named. */
  coach_staff_id: Generated<number | null>;
}

/** Migration 0036: the sports (booking types) an activity is about; its form's sport and court lists offer only these. */
export interface ActivitySportsTable {
  activity_id: number;
  booking_type_id: number;
}

export type ActivitySignupStatus = 'active' | 'cancelled' | 'expired';

export interface ActivitySignupsTable {
  id: Generated<number>;
  activity_id: number;
  /** Who takes the place (the member or a linked child). */
  customer_id: number;
  /** Who signed them up (the session's customer). */
  signed_by_id: number;
  sale_id: number | null;
  status: ActivitySignupStatus;
  /** A copy of the unpaid sale's hold: the place is kept until then. */
  hold_expires_at: Instant | null;
  /** JSON: the custom form's answers, [{ name, label, value }] (files by stored name). */
  answers: Generated<string>;
  created_at: Instant;
  ended_at: Instant | null;
}

export type WaitlistStatus = 'waiting' | 'offered' | 'taken' | 'lapsed' | 'left';

/** Migration 0027: a member's secret calendar feed link (only its SHA-256); revoked ones stay to answer 410. */
export interface CalendarFeedsTable {
  id: Generated<number>;
  customer_id: number;
  token_hash: string;
  created_at: Instant;
  revoked_at: Instant | null;
  /** Who made the link (the member, or their parent for a child) and that account's session version then. */
  made_by_id: number | null;
  made_by_version: number | null;
}

export interface ActivityWaitlistTable {
  id: Generated<number>;
  activity_id: number;
  customer_id: number;
  status: WaitlistStatus;
  offer_expires_at: Instant | null;
  created_at: Instant;
  /** Migration 0042: when the entry last moved (every row has one; the column is nullable as SQLite adds it). */
  updated_at: Instant | null;
}

/** A member's level at the club (migration 0022), in hundredths (3.25 is 325). */
export interface CustomerLevelsTable {
  customer_id: number;
  level_hundredths: number;
  updated_at: Instant;
}

/**
 * Migration 0026: a member's place in line for a full match (`booking_id`) or a taken court slot (booking_id
 * null: resource, start, length, type). Offered: the slot or place is theirs alone until `offer_expires_at`.
 */
export interface BookingWaitlistTable {
  id: Generated<number>;
  customer_id: number;
  booking_id: number | null;
  booking_type_id: number;
  resource_id: number;
  starts_at: Instant;
  ends_at: Instant;
  duration_minutes: number;
  status: WaitlistStatus;
  offer_expires_at: Instant | null;
  created_at: Instant;
  updated_at: Instant;
}

/** Migration 0024: a booking's match result, once (the games of each filled set as JSON arrays). */
export interface BookingResultsTable {
  booking_id: number;
  n_sets: number;
  team1: string;
  team2: string;
  saved_by: number | null;
  created_at: Instant;
  /** Migration 0033: where the result stands (contract RESULT_STATUSES), the team that proposed it and the other team's window. */
  status: Generated<'proposed' | 'confirmed' | 'unanswered' | 'disputed' | 'settled'>;
  proposed_team: Generated<number>;
  answer_by: Instant | null;
  answered_by: number | null;
  answered_at: Instant | null;
}

/** Migration 0024: each change of a member's club level (the match, its score from their side, their opponents). */
export interface LevelHistoryTable {
  id: Generated<number>;
  customer_id: number;
  old_level_hundredths: number;
  new_level_hundredths: number;
  booking_id: number | null;
  score: Generated<string>;
  opponents: Generated<string>;
  created_at: Instant;
}

/** Migration 0024: the member's account at a rating provider. */
export interface CustomerLevelLinksTable {
  customer_id: number;
  provider: string;
  user_id: string;
  linked_at: Instant;
}

/** Migration 0031: every door credential issued (modules/door), revocable by its opaque id. */
export interface DoorCredentialsTable {
  id: Generated<number>;
  credential_id: string;
  key_id: string;
  kind: 'member' | 'booking';
  customer_id: number;
  booking_id: number | null;
  session_id: string | null;
  not_before: Instant;
  expires_at: Instant;
  created_at: Instant;
  revoked_at: Instant | null;
}

/** Migration 0037: custom staff roles; `permissions` is a JSON array of the contract's permissions. */
export interface StaffRolesTable {
  id: Generated<number>;
  name: string;
  permissions: string;
  created_at: Instant;
  updated_at: Instant;
}

/** Migration 0037: the club's staff (modules/staff). `password_hash` null: invited, not yet accepted. */
/** Migration 0064: the mails a staff account chose (JSON array of contract `STAFF_MAIL_KINDS`); no row: its role's defaults. */
export interface StaffMailPreferencesTable {
  staff_id: number;
  kinds: string;
  updated_at: Instant;
}

/** Migration 0064: a club day (YYYY-MM-DD) whose staff digest went out, and to how many accounts. */
export interface StaffDigestDaysTable {
  day: string;
  sent_at: Instant;
  recipients: number;
}

export interface StaffAccountsTable {
  id: Generated<number>;
  name: string;
  /** Lower-cased. */
  email: string;
  password_hash: string | null;
  /** A built-in role, or `custom` (custom_role_id). */
  role: string;
  custom_role_id: number | null;
  language: string;
  active: Generated<number>;
  /** A demo account: not asked to enrol two-factor codes. */
  demo: Generated<number>;
  session_version: Generated<number>;
  totp_secret: string | null;
  totp_enrolled: Generated<number>;
  /** The last TOTP time step accepted: a code is used once. */
  totp_last_step: number | null;
  /** JSON array of the unused recovery codes' SHA-256 hashes. */
  recovery_codes: string | null;
  created_at: Instant;
  updated_at: Instant;
}

/** Migration 0037: a staff session (an HttpOnly cookie carries the token; only its hash is here). */
export interface StaffSessionsTable {
  id: Generated<number>;
  token_hash: string;
  staff_id: number;
  session_version: number;
  ip: string | null;
  created_at: Instant;
  last_seen_at: Instant;
}

/** Migration 0037: one-time links: `setup` (first run, no staff_id), `invitation`, `reset`. */
export interface StaffTokensTable {
  id: Generated<number>;
  purpose: 'setup' | 'invitation' | 'reset';
  staff_id: number | null;
  token_hash: string;
  created_at: Instant;
  expires_at: Instant;
  used_at: Instant | null;
}

/** Migration 0037: who changed what, written in the change's unit of work (db/audit-log.ts); append-only. */
export interface AuditLogTable {
  id: Generated<number>;
  at: Instant;
  actor_kind: 'staff' | 'customer' | 'system';
  actor_id: number | null;
  actor_label: string;
  action: string;
  entity: string;
  entity_id: string;
  before_json: string | null;
  after_json: string | null;
  ip: string | null;
}

/** Migration 0060: a player of a booking or class place checked in at the desk; one row per player (undo deletes it). */
export interface CheckinsTable {
  id: Generated<number>;
  participant_id: number;
  booking_id: number;
  customer_id: number;
  checked_in_at: Instant;
  staff_id: number;
  staff_name: string;
}

/** Migration 0060: a player marked no-show by staff, once; `sale_id` the pending sale of its fee, if the rule charged one. */
export interface NoShowsTable {
  id: Generated<number>;
  participant_id: number;
  booking_id: number;
  customer_id: number;
  marked_at: Instant;
  staff_id: number;
  staff_name: string;
  sale_id: number | null;
}

/** Migration 0060: the club's no-show rule (one row, id 1): a flag only, or a fee in minor units of the club's currency. */
export interface NoShowRuleTable {
  id: number;
  mode: 'flag' | 'fee';
  fee: number;
  updated_at: Instant | null;
}

/** Migration 0067: a shop order's state once staff first moved it (no row: paid, or still unpaid). */
export interface OrderStatesTable {
  sale_id: number;
  state: 'prepared' | 'shipped' | 'collected' | 'returned';
  changed_at: Instant;
}

/** Migration 0067: every move of a shop order, when and by whom. */
export interface OrderStateChangesTable {
  id: Generated<number>;
  sale_id: number;
  from_state: string;
  to_state: string;
  note: Generated<string>;
  staff_id: number | null;
  actor_label: string;
  at: Instant;
}

/** Migration 0067: the units of each line a return gave back. */
export interface OrderReturnLinesTable {
  change_id: number;
  sale_item_id: number;
  units: number;
}
