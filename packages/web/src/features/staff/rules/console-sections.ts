import type { Permission } from '@clubportal/contract/staff';

/** The console's pages and the permission each needs (the server refuses the calls behind them without it). */
export const CONSOLE_SECTIONS = [
  { id: 'accounts', path: '/staff/accounts', permission: 'staff.manage' },
  { id: 'roles', path: '/staff/roles', permission: 'staff.manage' },
  { id: 'audit', path: '/staff/audit', permission: 'audit.read' },
  { id: 'products', path: '/staff/products', permission: 'shop.read' },
  { id: 'promos', path: '/staff/promos', permission: 'shop.read' },
  // A voucher is a customer's money: whoever sees customers' profiles sees their vouchers (issuing needs vouchers.write).
  { id: 'vouchers', path: '/staff/vouchers', permission: 'customers.read' },
  { id: 'setup', path: '/staff/setup-wizard', permission: 'settings.write' },
  { id: 'prices', path: '/staff/prices', permission: 'prices.write' },
  // Who is in which group and what a customer's fees are is part of their profile; changing them needs prices.write.
  { id: 'groups', path: '/staff/groups', permission: 'customers.read' },
  { id: 'fees', path: '/staff/fees', permission: 'customers.read' },
  // Read by whoever sees the club's settings; adding, ordering, archiving and hours need catalogue.write.
  { id: 'courts', path: '/staff/courts', permission: 'settings.read' },
  // As courts: read with the settings; adding, editing, ordering and publishing need catalogue.write.
  { id: 'bookingTypes', path: '/staff/booking-types', permission: 'settings.read' },
  // What the club offers, like its courts: read with the club's settings; changes need activities.write.
  { id: 'activities', path: '/staff/activities', permission: 'settings.read' },
  // Drafts are not public: the lists are read by those who write the club's content.
  { id: 'posts', path: '/staff/posts', permission: 'content.write' },
  { id: 'banners', path: '/staff/banners', permission: 'content.write' },
  { id: 'testimonials', path: '/staff/testimonials', permission: 'content.write' },
  { id: 'team', path: '/staff/team', permission: 'content.write' },
  { id: 'exports', path: '/staff/exports', permission: 'data.export' },
  { id: 'imports', path: '/staff/imports', permission: 'data.import' },
] as const satisfies readonly { id: string; path: string; permission: Permission }[];
export type ConsoleSection = (typeof CONSOLE_SECTIONS)[number];

/** The sections a staff member's permissions open: the navigation shows only these. */
export const sectionsFor = (permissions: readonly string[]): ConsoleSection[] =>
  CONSOLE_SECTIONS.filter((s) => permissions.includes(s.permission));
