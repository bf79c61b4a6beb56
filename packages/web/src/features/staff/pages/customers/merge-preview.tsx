import { useTranslation } from 'react-i18next';
import type { CustomerMergePreview, MergeHolding, MergeSide } from '@clubportal/contract/staff-customer-merge';
import { useStaffClub } from '../../components/staff-club';
import { StaffTable } from '../../components/staff-table';
import { useMoneyFormat } from '../../components/stock-ledger';

/** Holdings whose fate is not simply "moves to the kept customer". */
const OUTCOMES: Partial<Record<MergeHolding, string>> = {
  dependants: 'dependants',
  calendarLinks: 'calendarLinks',
  doorCredentials: 'doorCredentials',
  signInLinks: 'signInLinks',
  level: 'level',
  mergedRecords: 'mergedRecords',
  groups: 'resolved',
  passes: 'resolved',
  signups: 'resolved',
  waitlists: 'resolved',
  places: 'resolved',
};

/** One record as staff compare them: number, name, contact, since, sign-in, family, consents. */
function Side({ side, role, id }: { side: MergeSide; role: 'kept' | 'merged'; id: string }) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useStaffClub();
  const since = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone }).format(new Date(side.createdAt));
  const yesNo = (on: boolean) => t(on ? 'staff.customers.given' : 'staff.customers.notGiven');
  return (
    <section className={`staff-merge__side staff-merge__side--${role}`} aria-labelledby={id}>
      <p className="staff-merge__role">{t(`staff.customers.merge.${role}`)}</p>
      <h3 id={id}>
        {side.name} <span className="staff-merge__number">#{side.id}</span>
      </h3>
      <p className="staff-merge__help">{t(`staff.customers.merge.${role}Help`)}</p>
      <dl className="staff-facts">
        <dt>{t('staff.customers.email')}</dt>
        <dd>{side.email || '–'}</dd>
        <dt>{t('staff.customers.phone')}</dt>
        <dd>{side.phone || '–'}</dd>
        {side.externalId ? (
          <>
            <dt>{t('staff.customers.merge.fields.externalId')}</dt>
            <dd>{side.externalId}</dd>
          </>
        ) : null}
        <dt>{t('staff.customers.since')}</dt>
        <dd>{since}</dd>
        <dt>{t('staff.customers.merge.signInTitle')}</dt>
        <dd>{t(side.signIn ? 'staff.customers.merge.signIn' : 'staff.customers.merge.noSignIn')}</dd>
        {side.dependantOf ? (
          <>
            <dt>{t('staff.customers.parent')}</dt>
            <dd>{side.dependantOf}</dd>
          </>
        ) : null}
        <dt>{t('staff.customers.consents')}</dt>
        <dd>
          {t('staff.customers.conditions')}: {yesNo(side.consents.conditions)} · {t('staff.customers.newsletter')}:{' '}
          {yesNo(side.consents.newsletter)}
        </dd>
      </dl>
    </section>
  );
}

/**
 * The merge's preview (issue 33 §4): both records side by side, what each holds and what happens to it, money on
 * each side and after, the kept customer's details after, what both hold and how each is resolved, who is told.
 */
export function MergePreview({ preview }: { preview: CustomerMergePreview }) {
  const { t, i18n } = useTranslation();
  const money = useMoneyFormat();
  const { timeZone } = useStaffClub();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const keptName = preview.kept.name;
  const mergedName = preview.merged.name;
  const holdings = preview.holdings.filter((h) => h.kept > 0 || h.merged > 0);
  const who = (keeps: 'kept' | 'merged') => (keeps === 'kept' ? keptName : mergedName);
  // A language is shown by its name, as the language picker names it.
  const shown = (field: string, value: string) =>
    !value ? '–' : field === 'language' ? t(`languages.${value}`, { defaultValue: value }) : value;
  return (
    <div className="staff-merge__preview">
      <div className="staff-merge__sides">
        <Side side={preview.kept} role="kept" id="merge-kept" />
        <Side side={preview.merged} role="merged" id="merge-merged" />
      </div>

      <section aria-labelledby="merge-holdings">
        <h3 id="merge-holdings">{t('staff.customers.merge.holdingsTitle')}</h3>
        {holdings.length === 0 ? (
          <p>{t('staff.customers.merge.holdsNothing')}</p>
        ) : (
          <StaffTable
            rows={holdings}
            rowKey={(h) => h.key}
            name={{ labelledBy: 'merge-holdings' }}
            columns={[
              { header: t('staff.customers.merge.holding'), cell: (h) => t(`staff.customers.merge.holdings.${h.key}`) },
              { header: `#${preview.kept.id}`, cell: (h) => h.kept, nowrap: true },
              { header: `#${preview.merged.id}`, cell: (h) => h.merged, nowrap: true },
              {
                header: t('staff.customers.merge.outcome'),
                cell: (h) =>
                  h.merged === 0
                    ? t('staff.customers.merge.outcomes.nothing')
                    : t(`staff.customers.merge.outcomes.${OUTCOMES[h.key] ?? 'moved'}`, { name: keptName }),
              },
            ]}
          />
        )}
      </section>

      <section aria-labelledby="merge-money">
        <h3 id="merge-money">{t('staff.customers.merge.moneyTitle')}</h3>
        {preview.money.length === 0 ? (
          <p>{t('staff.customers.merge.noMoney')}</p>
        ) : (
          <StaffTable
            rows={preview.money}
            rowKey={(m) => `${m.kind}-${m.currency}`}
            name={{ labelledBy: 'merge-money' }}
            columns={[
              { header: t('staff.customers.merge.holding'), cell: (m) => t(`staff.customers.merge.money.${m.kind}`) },
              { header: `#${preview.kept.id}`, cell: (m) => money(m.kept, m.currency), nowrap: true },
              { header: `#${preview.merged.id}`, cell: (m) => money(m.merged, m.currency), nowrap: true },
              { header: t('staff.customers.merge.after'), cell: (m) => <strong>{money(m.after, m.currency)}</strong>, nowrap: true },
            ]}
          />
        )}
      </section>

      <section aria-labelledby="merge-identity">
        <h3 id="merge-identity">{t('staff.customers.merge.identityTitle', { name: keptName })}</h3>
        <p>{t(`staff.customers.merge.login.${preview.login}`, { name: keptName })}</p>
        <StaffTable
          rows={preview.identity.filter((r) => r.kept || r.merged)}
          rowKey={(r) => r.field}
          name={{ labelledBy: 'merge-identity' }}
          className="staff-merge__identity"
          columns={[
            { header: t('staff.customers.merge.field'), cell: (r) => t(`staff.customers.merge.fields.${r.field}`) },
            { header: `#${preview.kept.id}`, cell: (r) => shown(r.field, r.kept) },
            { header: `#${preview.merged.id}`, cell: (r) => shown(r.field, r.merged) },
            {
              header: t('staff.customers.merge.after'),
              cell: (r) => (
                <>
                  <strong>{shown(r.field, r.after)}</strong>
                  <span className="staff-merge__rule">{t(`staff.customers.merge.rules.${r.rule}`)}</span>
                </>
              ),
            },
          ]}
        />
      </section>

      <section aria-labelledby="merge-conflicts">
        <h3 id="merge-conflicts">{t('staff.customers.merge.conflictsTitle')}</h3>
        {preview.conflicts.length === 0 ? (
          <p>{t('staff.customers.merge.noConflicts')}</p>
        ) : (
          <ul className="staff-merge__conflicts">
            {preview.conflicts.map((c, at) => (
              <li key={`${c.kind}-${at}`}>
                {t(`staff.customers.merge.conflicts.${c.kind}`, {
                  subject: c.at ? `${c.subject ? `${c.subject}, ` : ''}${when.format(new Date(c.at))}` : c.subject,
                  who: who(c.keeps),
                })}
                {c.paid > 0 ? ` ${t('staff.customers.merge.paidNote', { amount: money(c.paid, c.currency) })}` : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="merge-after">
        <h3 id="merge-after">{t('staff.customers.merge.afterTitle')}</h3>
        <ul className="staff-merge__notes">
          <li>{t('staff.customers.merge.sessions', { name: mergedName, id: preview.merged.id })}</li>
          <li>
            {preview.mails.kept
              ? t('staff.customers.merge.mailKept', { name: keptName, email: preview.mails.kept })
              : t('staff.customers.merge.mailNone', { name: keptName })}
          </li>
          {preview.mails.merged ? <li>{t('staff.customers.merge.mailMerged', { email: preview.mails.merged })}</li> : null}
        </ul>
      </section>
    </div>
  );
}
