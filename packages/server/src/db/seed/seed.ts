import type { Language } from '@clubportal/contract/languages';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../dialect.js';
import { unitOfWork } from '../unit-of-work.js';
import { toInstant, type Clock } from '../../lib/clock.js';
import type { FileStorage } from '../../lib/file-storage.js';
import { addClubFileIn } from '../../modules/content/index.js';
import { systemActor } from '../audit-log.js';
import { saveLegalSettings, saveMainSettings, saveTemplateConfig } from '../../modules/settings/settings.service.js';
import { setLive as markClubLive } from '../../modules/settings/club-launch.repository.js';
import { seedDemoCustomers } from './demo-customers.js';
import { seedDemoShop } from './demo-shop.js';
import { seedDemoBookings } from './demo-bookings.js';
import { seedDemoCheckout } from './demo-checkout.js';
import { seedDemoMemberCard } from './demo-member-card.js';
import { DEMO_TRAINING_PHOTOS, seedDemoTrainings } from './demo-trainings.js';
import { seedDemoActivities } from './demo-activities.js';
import { seedDemoResultsLevels } from './demo-results-levels.js';
import { seedDemoBookingsByPlace } from './demo-bookings-by-place.js';
import { seedDemoOpenMatches } from './demo-open-matches.js';
import { ACTIVITY_FORM_PARENT } from '@clubportal/contract/activities';
import { seedDemoContent } from './demo-content.js';
import { seedDemoStaff } from './demo-staff.js';
import { seedDemoClubTexts } from './demo-club-texts.js';
import { FORM_PARENTS } from '@clubportal/contract/dynamic-forms';
import { replaceForm } from '../../modules/dynamic-forms/dynamic-forms.repository.js';
import { demoAuthor, demoForms, demoGallery, demoLegal, demoMainSettings, demoPosts, demoSponsors, demoTemplate } from './demo-club.js';

/** Works from src (tests, tsx) and dist: both sit two levels under the package root. */
const assetsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../src/db/seed/assets');

/** True when the club has never been configured: main() seeds the demo club then. */
export async function isEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('club_config').select('section').where('section', '=', 'main').executeTakeFirst();
  return !row;
}

/** A demo database from before the staff console gets the demo staff (once: only while it has no staff at all). */
export async function addDemoStaffIfNone(db: Db, clock: Clock): Promise<boolean> {
  if (await db.selectFrom('staff_accounts').select('id').executeTakeFirst()) return false;
  await unitOfWork(db, (trx) => seedDemoStaff(trx, toInstant(clock.now())));
  return true;
}

/** Replaces the club's content with the demo club's. Runs in one transaction: all or nothing. */
export async function seedDemoClub(db: Db, deps: { storage: FileStorage; clock: Clock; publicUrl: string }): Promise<void> {
  const { storage, clock, publicUrl } = deps;
  const now = toInstant(clock.now());
  await unitOfWork(db, async (trx) => {
    await storeAssets(trx, storage);
    // Children first: rows referencing customers go before the customers themselves.
    await trx.deleteFrom('dynamic_forms').where('parent_name', '=', ACTIVITY_FORM_PARENT).execute();
    for (const table of [
      // Season passes point at their fee and type, the types at a group: they go first.
      'season_passes',
      'membership_types',
      'club_texts',
      'activity_waitlist',
      'activity_signups',
      'activities',
      'card_refunds',
      'booking_refunds',
      'booking_participants',
      'booking_blocks',
      'bookings',
      'booking_template_places',
      'booking_templates',
      'booking_prices',
      'booking_type_resources',
      'booking_types',
      'resource_blocks',
      'resource_block_series',
      'opening_hours',
      'resources',
      'payment_notifications',
      'payment_refs',
      'payment_sales',
      'payments',
      'promos',
      'transports',
      'document_links',
      'invoices',
      'voucher_status_changes',
      'voucher_movements',
      'vouchers',
      'stock_movements',
      'sale_items',
      'sales',
      'periodic_fees',
      'customer_prices',
      'customer_group_members',
      'customer_groups',
      'product_images',
      'products',
      'product_types',
    ] as const) {
      await trx.deleteFrom(table).execute();
    }
    for (const table of [
      'customer_levels',
      'training_absences',
      'training_media',
      'trainings',
      'team_members',
      'teams',
      'customer_sms',
      'customer_emails',
      'customer_tokens',
      'customer_custom_values',
      'payment_tokens',
      'login_failures',
    ] as const) {
      await trx.deleteFrom(table).execute();
    }
    await trx.deleteFrom('custom_fields').execute();
    await trx.updateTable('customers').set({ parent_id: null }).execute();
    await trx.deleteFrom('customers').execute();
    await trx.deleteFrom('text_blocks').execute();
    await trx.deleteFrom('banners').execute();
    await trx.deleteFrom('staff_users').execute();
    // The staff console's accounts (the audit log stays: it is append-only, and nothing points into it).
    for (const table of ['staff_sessions', 'staff_tokens', 'staff_accounts', 'staff_roles'] as const) await trx.deleteFrom(table).execute();
    await seedDemoStaff(trx, now);
    await trx.deleteFrom('file_uploads').where('parent_name', '=', 'CZConfig').execute();
    await saveMainSettings({ db: trx, caches: null }, demoMainSettings, now);
    await saveLegalSettings({ db: trx, caches: null }, demoLegal, now);
    await saveTemplateConfig({ db: trx, caches: null }, demoTemplate, now);
    // The demo is live from the start: its visitors see the portal, not the holding page.
    await markClubLive(trx, now);
    // The gallery and the sponsors through the staff's own use case, shown at once (each audited as the demo seed).
    const files = {
      trx,
      now,
      caches: null,
      choice: { offered: [demoMainSettings.Culture as Language], fallback: demoMainSettings.Culture as Language },
    };
    for (const photo of demoGallery)
      await addClubFileIn(
        files,
        systemActor('demo-seed'),
        'gallery',
        { description: photo.description, image: photo.url, translations: {} },
        true,
      );
    for (const sponsor of demoSponsors)
      await addClubFileIn(
        files,
        systemActor('demo-seed'),
        'sponsors',
        { description: sponsor.description, image: sponsor.url, translations: {} },
        true,
      );
    await seedDemoContent(trx, clock, {
      language: demoMainSettings.Culture as Language,
      posts: [{ author: demoAuthor, posts: demoPosts }],
    });
    const { memberId } = await seedDemoCustomers(trx, publicUrl, now);
    await seedDemoShop(trx, { clock, memberId, timeZone: demoMainSettings.timeZone });
    const others = await trx
      .selectFrom('customers')
      .select('id')
      .where('id', '!=', memberId)
      .where('email', 'is not', null)
      .orderBy('id')
      .execute();
    await seedDemoBookings(trx, { clock, memberId, timeZone: demoMainSettings.timeZone, otherCustomerIds: others.map((o) => o.id) });
    await seedDemoCheckout(trx, now);
    await seedDemoTrainings(trx, {
      clock,
      timeZone: demoMainSettings.timeZone,
      defaultLanguage: demoMainSettings.Culture as Language,
      memberId,
    });
    await seedDemoMemberCard(trx, { clock, timeZone: demoMainSettings.timeZone, memberId, sponsors: demoSponsors.map((s) => s.url) });
    await seedDemoActivities(trx, {
      clock,
      club: {
        zone: demoMainSettings.timeZone,
        currency: demoMainSettings.currencyCode,
        defaultLanguage: demoMainSettings.Culture as Language,
        languages: [],
      },
      familyIds: (await trx.selectFrom('customers').select('id').where('id', '!=', memberId).orderBy('id').execute()).map((c) => c.id),
    });
    await seedDemoResultsLevels(trx, { clock, timeZone: demoMainSettings.timeZone, memberId });
    await seedDemoBookingsByPlace(trx, { clock, timeZone: demoMainSettings.timeZone });
    await seedDemoOpenMatches(trx, { clock, timeZone: demoMainSettings.timeZone, memberId });
    await seedDemoClubTexts(trx, now);
    await replaceForm(
      trx,
      { parentName: FORM_PARENTS.registration, parentId: 0, ...demoForms.registration },
      demoForms.registration.fields,
    );
    await replaceForm(
      trx,
      { parentName: FORM_PARENTS.dependentCustomer, parentId: 0, ...demoForms.dependentCustomer },
      demoForms.dependentCustomer.fields,
    );
  });
}

/**
 * The demo's images and the trainings' video (a few seconds of WebM, VP9, which every browser plays); an asset
 * of another kind fails the seed rather than being served with a guessed type.
 */
const ASSET_TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.webm': 'video/webm' };

function assetType(file: string): string {
  const type = ASSET_TYPES[path.extname(file).toLowerCase()];
  if (!type) throw new Error(`Demo asset ${file} is not an svg or png image or a webm video`);
  return type;
}

async function storeAssets(trx: Db, storage: FileStorage): Promise<void> {
  if (!existsSync(assetsDir)) throw new Error(`Demo assets not found at ${assetsDir}`);
  for (const file of readdirSync(assetsDir)) await storage.put(trx, file, readFileSync(path.join(assetsDir, file)), assetType(file));
  for (const [copy, file] of Object.entries(DEMO_TRAINING_PHOTOS))
    await storage.put(trx, copy, readFileSync(path.join(assetsDir, file)), assetType(file), { private: true });
}
