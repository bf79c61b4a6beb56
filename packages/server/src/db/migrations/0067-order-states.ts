import { sql, type Kysely } from 'kysely';
import { instantType, withId } from './helpers.js';

/**
 * Shop orders' states (issue 33 §5). A transport says whether it is collection at the club (`transports.collect`);
 * a sale records at checkout how its articles reach the member (`sales.delivery`: ship or collect; null for a sale
 * without articles). Existing orders: collect when no transport was needed, else ship. `order_states` is an
 * order's state once staff first move it (none: paid, or unpaid); `order_state_changes` every move, when and by
 * whom, and `order_return_lines` the units a return gave back.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const instant = instantType(db);
  await db.schema
    .alterTable('transports')
    .addColumn('collect', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('sales').addColumn('delivery', 'varchar(8)').execute();
  await sql`UPDATE sales SET delivery = CASE WHEN transport_name IS NULL THEN 'collect' ELSE 'ship' END
    WHERE EXISTS (SELECT 1 FROM sale_items i WHERE i.sale_id = sales.id AND i.category = 'article')`.execute(db);
  await db.schema
    .createTable('order_states')
    .addColumn('sale_id', 'integer', (c) => c.primaryKey().references('sales.id'))
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('changed_at', instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_states_state_idx').on('order_states').column('state').execute();
  await withId(db, db.schema.createTable('order_state_changes'))
    .addColumn('sale_id', 'integer', (c) => c.notNull().references('sales.id'))
    .addColumn('from_state', 'varchar(16)', (c) => c.notNull())
    .addColumn('to_state', 'varchar(16)', (c) => c.notNull())
    .addColumn('note', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('staff_id', 'integer', (c) => c.references('staff_accounts.id').onDelete('set null'))
    .addColumn('actor_label', 'varchar(200)', (c) => c.notNull())
    .addColumn('at', instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_state_changes_sale_idx').on('order_state_changes').column('sale_id').execute();
  await db.schema
    .createTable('order_return_lines')
    .addColumn('change_id', 'integer', (c) => c.notNull().references('order_state_changes.id'))
    .addColumn('sale_item_id', 'integer', (c) => c.notNull().references('sale_items.id'))
    .addColumn('units', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_return_lines_pk', ['change_id', 'sale_item_id'])
    .execute();
  await db.schema.createIndex('order_return_lines_item_idx').on('order_return_lines').column('sale_item_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_return_lines').execute();
  await db.schema.dropTable('order_state_changes').execute();
  await db.schema.dropTable('order_states').execute();
  await db.schema.alterTable('sales').dropColumn('delivery').execute();
  await db.schema.alterTable('transports').dropColumn('collect').execute();
}
