import { holdsAny, type AnyOfPermissions, type Permission } from '@clubportal/contract/staff';

/** The navigation's groups, in the order it shows them: the club's offer first, the console's own accounts last. */
/** The front desk's day first: it is where a club lives all day. */
export const CONSOLE_GROUPS = ['desk', 'club', 'shop', 'customers', 'content', 'data', 'staff'] as const;
export type ConsoleGroup = (typeof CONSOLE_GROUPS)[number];

/**
 * The console's pages, the group each is listed under, and the permission each needs, or a list any one of which
 * opens it (the server refuses the calls behind them without it). Listed group by group, in the navigation's order.
 */
export const CONSOLE_SECTIONS = [
  // The front desk's day grid first: the desk (and owner, manager) land on it; booking on it needs bookings.desk.
  { id: 'desk', group: 'desk', path: '/staff/desk', permission: 'bookings.read' },
  // The desk's scanner: member card QRs and booking door codes, check-in, no-shows (issue 33 §3).
  { id: 'door', group: 'desk', path: '/staff/door', permission: 'checkin.scan' },
  // A coach's own sessions (rosters.own) or every one (rosters.all, the desk): either opens the rosters.
  { id: 'rosters', group: 'desk', path: '/staff/rosters', permission: ['rosters.own', 'rosters.all'] },
  // The week's classes: read by the desk (rosters.all); opening and cancelling them is catalogue.write.
  { id: 'classes', group: 'desk', path: '/staff/classes', permission: ['rosters.all', 'catalogue.write'] },
  // The desk finds a customer, opens their file and takes their pending payments (issue 33 §4).
  { id: 'customers', group: 'desk', path: '/staff/customers', permission: 'customers.read' },
  // Refunds at the desk (issue 33 §5): any payment, and the club's pending refunds.
  { id: 'refunds', group: 'desk', path: '/staff/refunds', permission: 'refunds.write' },
  { id: 'setup', group: 'club', path: '/staff/setup-wizard', permission: 'settings.write' },
  // Read by whoever sees the club's settings; adding, ordering, archiving and hours need catalogue.write.
  { id: 'courts', group: 'club', path: '/staff/courts', permission: 'settings.read' },
  // As courts: read with the settings; adding, editing, ordering and publishing need catalogue.write.
  { id: 'bookingTypes', group: 'club', path: '/staff/booking-types', permission: 'settings.read' },
  // The rooms by-place types are booked in (bookings by place): read with the settings; drawing needs catalogue.write.
  { id: 'floorPlans', group: 'club', path: '/staff/floor-plans', permission: 'settings.read' },
  { id: 'prices', group: 'club', path: '/staff/prices', permission: 'prices.write' },
  // What the club offers, like its courts: read with the club's settings; changes need activities.write.
  { id: 'activities', group: 'club', path: '/staff/activities', permission: 'settings.read' },
  // The activities' sign-up forms: read like the activities; changes need activities.write.
  { id: 'forms', group: 'club', path: '/staff/forms', permission: 'settings.read' },
  // A coach reads their own trainings (rosters.own; owner and manager hold it too), the desk every one (rosters.all);
  // changes need activities.write.
  { id: 'trainings', group: 'club', path: '/staff/trainings', permission: ['rosters.own', 'rosters.all'] },
  // Shop orders through their states (issue 33 §5): read by whoever sees the shop or moves them; moves need orders.write.
  { id: 'orders', group: 'shop', path: '/staff/orders', permission: ['shop.read', 'orders.write'] },
  { id: 'products', group: 'shop', path: '/staff/products', permission: 'shop.read' },
  { id: 'promos', group: 'shop', path: '/staff/promos', permission: 'shop.read' },
  // How an order reaches the member, offered at checkout: read with the shop; changes need shop.write.
  { id: 'transports', group: 'shop', path: '/staff/transports', permission: 'shop.read' },
  // Who is in which group and what a customer's fees are is part of their profile; changing them needs prices.write.
  { id: 'groups', group: 'customers', path: '/staff/groups', permission: 'customers.read' },
  { id: 'fees', group: 'customers', path: '/staff/fees', permission: 'customers.read' },
  // Who holds which pass, like their fees, is part of their profile; types and passes are written with prices.write.
  { id: 'memberships', group: 'customers', path: '/staff/memberships', permission: 'customers.read' },
  // A voucher is a customer's money: whoever sees customers' profiles sees their vouchers (issuing needs vouchers.write).
  { id: 'vouchers', group: 'customers', path: '/staff/vouchers', permission: 'customers.read' },
  // Drafts are not public: the lists are read by those who write the club's content.
  { id: 'posts', group: 'content', path: '/staff/posts', permission: 'content.write' },
  { id: 'banners', group: 'content', path: '/staff/banners', permission: 'content.write' },
  { id: 'testimonials', group: 'content', path: '/staff/testimonials', permission: 'content.write' },
  { id: 'team', group: 'content', path: '/staff/team', permission: 'content.write' },
  { id: 'sponsors', group: 'content', path: '/staff/sponsors', permission: 'content.write' },
  { id: 'gallery', group: 'content', path: '/staff/gallery', permission: 'content.write' },
  // The legal texts are the club's settings, as in the go-live wizard.
  { id: 'legal', group: 'content', path: '/staff/legal', permission: 'settings.write' },
  // Listed for those who write the fixes (the list itself is read with the club's settings).
  { id: 'translations', group: 'content', path: '/staff/translations', permission: 'content.write' },
  // Occupancy, revenue and debts (issue 33 §7): read with reports.read; a report's CSV is audited as an export.
  { id: 'reports', group: 'data', path: '/staff/reports', permission: 'reports.read' },
  { id: 'exports', group: 'data', path: '/staff/exports', permission: 'data.export' },
  { id: 'imports', group: 'data', path: '/staff/imports', permission: 'data.import' },
  { id: 'accounts', group: 'staff', path: '/staff/accounts', permission: 'staff.manage' },
  { id: 'roles', group: 'staff', path: '/staff/roles', permission: 'staff.manage' },
  { id: 'audit', group: 'staff', path: '/staff/audit', permission: 'audit.read' },
] as const satisfies readonly { id: string; group: ConsoleGroup; path: string; permission: Permission | AnyOfPermissions }[];
export type ConsoleSection = (typeof CONSOLE_SECTIONS)[number];

/** The sections a staff member's permissions open: the navigation shows only these. */
export const sectionsFor = (permissions: readonly string[]): ConsoleSection[] => {
  const held = new Set(permissions);
  return CONSOLE_SECTIONS.filter((s) => holdsAny(held, s.permission));
};

/** Whether a staff member's permissions open a section (its permission, or any one of its list). */
export const opens = (section: ConsoleSection, permissions: readonly string[]): boolean =>
  holdsAny(new Set(permissions), section.permission);

/** The sections a staff member's permissions open, by group, leaving out the groups they open nothing in. */
export const groupedSectionsFor = (permissions: readonly string[]): { group: ConsoleGroup; sections: ConsoleSection[] }[] => {
  const open = sectionsFor(permissions);
  return CONSOLE_GROUPS.map((group) => ({ group, sections: open.filter((s) => s.group === group) })).filter((g) => g.sections.length > 0);
};

/**
 * Where the console opens: the go-live wizard while the club is not live, else the first other section the navigation
 * lists (the wizard's last page then only says so). `live` is undefined while unknown, asked when the wizard is listed.
 */
export const homeSection = (sections: readonly ConsoleSection[], live: boolean | undefined): ConsoleSection | undefined => {
  const setup = sections.find((s) => s.id === 'setup');
  if (setup && live === false) return setup;
  return sections.find((s) => s.id !== 'setup') ?? setup;
};
