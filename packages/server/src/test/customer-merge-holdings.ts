import { randomBytes } from 'node:crypto';
import { nowInstant, toInstant, type Instant } from '../lib/clock.js';
import type { App } from '../lib/route-types.js';
import { createTestActivity } from './activity-fixtures.js';
import { createCustomerGroup } from './booking-fixtures.js';
import { createCustomer, createCustomerEmail } from './factories.js';

const hex = () => randomBytes(16).toString('hex');

/**
 * The merge fixture's second half (`customer-merge-fixtures.ts`): memberships, groups and teams, activities, levels,
 * and the account's own rows (a dependant, mails, cards, links, calendar, door, custom fields, own prices, history).
 */
export async function membershipsActivitiesAndAccount(app: App, ids: { kept: number; merged: number; mergedEmail: string }) {
  const now = nowInstant(app.clock);
  const later = (hours: number): Instant => toInstant(new Date(app.clock.now().getTime() + hours * 3_600_000));
  // Memberships: one membership both hold (the merged one's pass is charged by a fee), groups, teams.
  const group = await createCustomerGroup(app, `Socios ${hex().slice(0, 6)}`, [ids.kept, ids.merged]);
  await createCustomerGroup(app, `Juniors ${hex().slice(0, 6)}`, [ids.merged]);
  const type = await app.db
    .insertInto('membership_types')
    .values({
      name: `Anual ${hex().slice(0, 6)}`,
      names_json: '{}',
      price: 12000,
      currency: 'EUR',
      period_months: 12,
      valid_from: null,
      valid_to: null,
      customer_group_id: group,
      booking_days: null,
      archived: 0,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const fee = await app.db
    .insertInto('periodic_fees')
    .values({
      customer_id: ids.merged,
      product_id: null,
      description: 'Anual',
      amount: 12000,
      currency: 'EUR',
      period_months: 12,
      next_due_date: '2027-06-01',
      active: 1,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [customer_id, periodic_fee_id] of [
    [ids.kept, null],
    [ids.merged, fee.id],
  ] as const)
    await app.db
      .insertInto('season_passes')
      .values({
        customer_id,
        name: 'Anual',
        starts_on: '2026-06-01',
        ends_on: null,
        created_at: now,
        membership_type_id: type.id,
        periodic_fee_id,
      })
      .execute();
  const team = await app.db
    .insertInto('teams')
    .values({ name: `Equipo ${hex().slice(0, 6)}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('team_members')
    .values([
      { team_id: team.id, customer_id: ids.kept },
      { team_id: team.id, customer_id: ids.merged },
    ])
    .execute();
  const training = await app.db
    .insertInto('trainings')
    .values({ team_id: team.id, starts_at: later(30), duration_minutes: 60, description: '', public_comments: '' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db.insertInto('training_absences').values({ training_id: training.id, customer_id: ids.merged }).execute();

  // Activities: both signed up to one; the merged one in line for another the kept one is in.
  const camp = await createTestActivity(app.db, app.clock, { name: 'Campus de verano' });
  const clinic = await createTestActivity(app.db, app.clock, { name: 'Clínica de saque' });
  for (const [activity_id, customer_id] of [
    [camp, ids.kept],
    [camp, ids.merged],
    [clinic, ids.kept],
  ] as const)
    await app.db
      .insertInto('activity_signups')
      .values({
        activity_id,
        customer_id,
        signed_by_id: customer_id,
        sale_id: null,
        status: 'active',
        hold_expires_at: null,
        created_at: now,
        ended_at: null,
      })
      .execute();
  await app.db
    .insertInto('activity_waitlist')
    .values({ activity_id: clinic, customer_id: ids.merged, status: 'waiting', offer_expires_at: null, created_at: now, updated_at: now })
    .execute();

  // Levels: both have one (the merged one's is newer), history, rating links.
  await app.db
    .insertInto('customer_levels')
    .values([
      { customer_id: ids.kept, level_hundredths: 250, updated_at: '2026-01-10T10:00:00.000Z' as Instant },
      { customer_id: ids.merged, level_hundredths: 325, updated_at: '2026-05-10T10:00:00.000Z' as Instant },
    ])
    .execute();
  await app.db
    .insertInto('level_history')
    .values({ customer_id: ids.merged, old_level_hundredths: 300, new_level_hundredths: 325, booking_id: null, created_at: now })
    .execute();
  await app.db
    .insertInto('customer_level_links')
    .values([
      { customer_id: ids.kept, provider: 'pandora', user_id: 'k-1', linked_at: now },
      { customer_id: ids.merged, provider: 'pandora', user_id: 'm-1', linked_at: now },
      { customer_id: ids.merged, provider: 'wpr', user_id: 'm-2', linked_at: now },
    ])
    .execute();

  // Account: a dependant, mails, SMS, cards, partner link, links to sign in, calendar, door, custom fields, own price.
  const child = await createCustomer(app, { name: 'Leo', surname: 'Soler', parentId: ids.merged });
  await createCustomerEmail(app, { customerId: ids.merged, to: ids.mergedEmail, subject: 'Tu reserva', body: 'Hola' });
  await app.db.insertInto('customer_sms').values({ customer_id: ids.merged, phone: '600111222', text: 'Hola', created_at: now }).execute();
  const card = await app.db
    .insertInto('payment_tokens')
    .values({ customer_id: ids.merged, provider: 'redsys', card_number: '454881******0004', provider_ref: hex(), created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('card_inscriptions')
    .values({ customer_id: ids.merged, provider: 'transbank', token: hex(), payment_token_id: card.id, created_at: now })
    .execute();
  await app.db.insertInto('external_account_links').values({ customer_id: ids.merged, token_hash: hex(), created_at: now }).execute();
  await app.db
    .insertInto('customer_tokens')
    .values({ customer_id: ids.merged, purpose: 'reset', token_hash: hex(), expires_at: later(2), used_at: null, created_at: now })
    .execute();
  await app.db
    .insertInto('calendar_feeds')
    .values({ customer_id: ids.merged, token_hash: hex(), created_at: now, revoked_at: null, made_by_id: ids.merged, made_by_version: 0 })
    .execute();
  await app.db
    .insertInto('door_credentials')
    .values({
      credential_id: hex().slice(0, 24),
      key_id: 'k1',
      kind: 'member',
      customer_id: ids.merged,
      booking_id: null,
      session_id: null,
      not_before: now,
      expires_at: later(24),
      created_at: now,
      revoked_at: null,
    })
    .execute();
  const field = await app.db
    .insertInto('custom_fields')
    .values({
      name: `talla_${hex().slice(0, 6)}`,
      label: 'Talla de camiseta',
      field_type: 'text',
      pick_list_values: '',
      required: 0,
      sort_order: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('customer_custom_values')
    .values([
      { customer_id: ids.kept, custom_field_id: field.id, value: 'M' },
      { customer_id: ids.merged, custom_field_id: field.id, value: 'L' },
    ])
    .execute();
  // Both answered the club's own fields of the registration form.
  await app.db
    .insertInto('customer_form_answers')
    .values([
      { customer_id: ids.kept, parent_name: 'registration', answers: JSON.stringify([{ name: 'club', value: 'kept' }]), created_at: now },
      {
        customer_id: ids.merged,
        parent_name: 'registration',
        answers: JSON.stringify([{ name: 'club', value: 'merged' }]),
        created_at: now,
      },
    ])
    .execute();
  const product = await app.db
    .selectFrom('products')
    .select(['id', 'stock'])
    .where('category', '=', 'article')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('customer_prices')
    .values([
      { product_id: product.id, customer_id: ids.kept, customer_group_id: null, price: 900, net_price: 744, gross_price: 900 },
      { product_id: product.id, customer_id: ids.merged, customer_group_id: null, price: 800, net_price: 661, gross_price: 800 },
    ])
    .execute();
  // What they did, as themselves: an audit record and a stock movement of theirs.
  await app.db
    .insertInto('audit_log')
    .values({
      at: now,
      actor_kind: 'customer',
      actor_id: ids.merged,
      actor_label: 'Marta Soler Vidal',
      action: 'profile.update',
      entity: 'customer',
      entity_id: String(ids.merged),
      before_json: null,
      after_json: null,
      ip: null,
    })
    .execute();
  await app.db
    .insertInto('stock_movements')
    .values({
      product_id: product.id,
      kind: 'adjusted',
      quantity: 0,
      stock_after: product.stock,
      reason: 'count',
      sale_id: null,
      sale_item_id: null,
      actor_kind: 'customer',
      actor_id: ids.merged,
      actor_label: 'Marta',
      at: now,
    })
    .execute();

  return { child, fee: fee.id, group, camp, clinic };
}
