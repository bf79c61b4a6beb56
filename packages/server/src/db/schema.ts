import type { Generated } from 'kysely';

/**
 * Tables as Kysely sees them. Portable across SQLite and PostgreSQL: flags are 0/1 integers,
 * instants are ISO-8601 UTC text, money is integer minor units.
 */
export interface Database {
  club_config: ClubConfigTable;
  file_uploads: FileUploadsTable;
  info_requests: InfoRequestsTable;
  staff_users: StaffUsersTable;
  text_blocks: TextBlocksTable;
}

/** One row per settings section; `data` is JSON validated by the contract's schema on every read. */
export interface ClubConfigTable {
  section: 'main' | 'legal' | 'template';
  data: string;
  updated_at: string;
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
  created_at: string;
}

export interface InfoRequestsTable {
  id: Generated<number>;
  email: string;
  question: string;
  language: string | null;
  created_at: string;
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
  created_at: string;
}
