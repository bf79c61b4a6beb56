import { CustomerStatus } from '@clubportal/contract/enums';
import type { Db } from '../dialect.js';
import type { Instant } from '../../lib/clock.js';
import { insertCustomer } from '../../modules/accounts/customers.repository.js';
import { hashPassword } from '../../modules/accounts/passwords.js';
import { insertPaymentToken } from '../../modules/accounts/payment-tokens.repository.js';
import { renderMail } from '../../modules/comms/mail-templates.js';
import { insertCustomerEmail } from '../../modules/comms/customer-mail.repository.js';
import { DEMO_PASSWORD, demoCustomFields, demoCustomers, demoMainSettings, demoSms } from './demo-club.js';

/** Demo members: one with cards, mails and sms; one parent with an active and a pending child. */
export async function seedDemoCustomers(db: Db, publicUrl: string, now: Instant): Promise<{ memberId: number }> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const base = { password_hash: passwordHash, status: CustomerStatus.Active, accept_conditions: 1, ok_rss: 1, language: 'es-ES' };
  const person = (p: typeof demoCustomers.member) => ({
    email: p.email,
    name: p.name,
    surname: p.surname,
    phone: p.phone,
    address_line1: p.addressLine1,
    postal_code: p.postalCode,
    city: p.city,
    town: p.town,
    country: p.country,
    birth_date: p.birthDate,
    gender: p.gender,
  });

  const memberId = await insertCustomer(db, { ...base, ...person(demoCustomers.member) }, now);
  const parentId = await insertCustomer(db, { ...base, ...person(demoCustomers.parent) }, now);
  for (const child of demoCustomers.children) {
    await insertCustomer(
      db,
      {
        email: null,
        password_hash: null,
        name: child.name,
        surname: child.surname,
        birth_date: child.birthDate,
        gender: child.gender,
        parent_id: parentId,
        status: child.active ? CustomerStatus.Active : CustomerStatus.NotActivated,
        accept_conditions: 1,
      },
      now,
    );
  }

  await db
    .insertInto('custom_fields')
    .values(demoCustomFields.map((f, i) => ({ ...f, sort_order: i })))
    .execute();
  await insertPaymentToken(
    db,
    { customerId: memberId, provider: 'redsys', cardNumber: '**** **** **** 4242', providerRef: 'demo-card-1' },
    now,
  );

  // Stored the way every mail with a secret link is: the copy on the Communications page has no link.
  const welcome = renderMail('activation', 'es-ES', { name: demoCustomers.member.name, clubName: demoMainSettings.name, link: null });
  for (const customerId of [memberId, parentId]) {
    const to = customerId === memberId ? demoCustomers.member.email : demoCustomers.parent.email;
    await insertCustomerEmail(db, { customerId, to, subject: welcome.subject, body: welcome.html, sentAt: now }, now);
  }
  await db
    .insertInto('customer_sms')
    .values(demoSms.map((text) => ({ customer_id: memberId, phone: demoCustomers.member.phone, text, created_at: now })))
    .execute();
  return { memberId };
}
