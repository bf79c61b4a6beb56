import type { Generated } from 'kysely';
import type { Instant } from '../lib/clock.js';

/**
 * Tables as Kysely sees them. Portable across SQLite and PostgreSQL: flags are 0/1 integers, money is
 * integer minor units, instants are `Instant`s (timestamptz on PostgreSQL, ISO-8601 UTC text on SQLite).
 */
export interface Database {
  club_config: ClubConfigTable;
  file_uploads: FileUploadsTable;
  info_requests: InfoRequestsTable;
  staff_users: StaffUsersTable;
  text_blocks: TextBlocksTable;
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
  external_account_links: ExternalAccountLinksTable;
  mail_outbox: MailOutboxTable;
  stored_files: StoredFilesTable;
}

/** One row per settings section; `data` is JSON validated by the contract's schema on every read. */
export interface ClubConfigTable {
  section: 'main' | 'legal' | 'template';
  data: string;
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
  /** Tokens issued before this instant are refused (password changed, account deleted). */
  sessions_valid_after: Instant | null;
  /** The one session that survives `sessions_valid_after` (the one that changed the password). */
  kept_session_id: string | null;
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
  /** 'login' (cauth) or 'change-password' (a wrong current password). */
  kind: Generated<'login' | 'change-password'>;
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
  created_at: Instant;
}

/** Uploaded files, served from the database so every instance sees the same ones. */
export interface StoredFilesTable {
  name: string;
  content_type: string;
  size: number;
  data: Uint8Array;
  created_at: Instant;
}
