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
  { id: 'exports', path: '/staff/exports', permission: 'data.export' },
] as const satisfies readonly { id: string; path: string; permission: Permission }[];
export type ConsoleSection = (typeof CONSOLE_SECTIONS)[number];

/** The sections a staff member's permissions open: the navigation shows only these. */
export const sectionsFor = (permissions: readonly string[]): ConsoleSection[] =>
  CONSOLE_SECTIONS.filter((s) => permissions.includes(s.permission));
