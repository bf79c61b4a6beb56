import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useNavigate, useParams } from 'react-router';
import type { StaffGroupMember } from '@clubportal/contract/staff-groups';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/error-message';
import { useDeleteGroup, useGroupMember, useSaveGroup, useStaffGroup, useStaffGroups } from '../../api/staff-groups';
import { CustomerPicker } from '../../components/customer-picker';
import { StaffList } from '../../components/staff-list';
import { useSignedInStaff } from '../../components/staff-me';

/** /staff/groups (`customers.read`; writes `prices.write`): the customer groups, one group's name and members. */
export function GroupsSection() {
  return (
    <Routes>
      <Route index element={<GroupsPage />} />
      <Route path=":id" element={<GroupPage />} />
    </Routes>
  );
}

const useCanWrite = () => useSignedInStaff().permissions.includes('prices.write');

/** A group's name: new (id null) or renamed; the server refuses a name another group holds, in words. */
function GroupNameForm({ id, name, onSaved }: { id: number | null; name: string; onSaved: (id: number) => void }) {
  const { t } = useTranslation();
  const save = useSaveGroup();
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="staff-filters"
      aria-label={id === null ? t('staff.groups.newTitle') : t('staff.groups.renameTitle')}
      onSubmit={async (event) => {
        event.preventDefault();
        setError(null);
        if (!value.trim()) return setError(t('staff.groups.nameRequired'));
        try {
          onSaved((await save.mutateAsync({ id, name: value.trim() })).group.id);
          if (id === null) setValue('');
        } catch (err) {
          setError(apiErrorMessage(err, t('messages.crash')));
        }
      }}
    >
      <Field label={t('staff.groups.name')} required>
        {(c) => <input type="text" autoComplete="off" maxLength={100} value={value} onChange={(e) => setValue(e.target.value)} {...c} />}
      </Field>
      <div className="staff-filters__actions">
        <Button type="submit" variant={id === null ? 'primary' : 'secondary'} loading={save.isPending}>
          {id === null ? t('staff.groups.create') : t('staff.groups.rename')}
        </Button>
      </div>
      <FormAlert message={error} />
    </form>
  );
}

function GroupsPage() {
  const { t } = useTranslation();
  const list = useStaffGroups();
  const navigate = useNavigate();
  return (
    <section className="staff-page" aria-labelledby="groups-title">
      <h1 id="groups-title">{t('staff.sections.groups')}</h1>
      <p>{t('staff.groups.intro')}</p>
      {useCanWrite() ? <GroupNameForm id={null} name="" onSaved={(id) => navigate(`/staff/groups/${id}`)} /> : null}
      <StaffList
        query={list}
        rowsOf={(data) => data.groups}
        rowKey={(g) => g.id}
        caption={t('staff.sections.groups')}
        count={(count) => t('staff.groups.count', { count })}
        columns={[
          { header: t('staff.groups.name'), cell: (g) => <Link to={`/staff/groups/${g.id}`}>{g.name}</Link> },
          { header: t('staff.groups.members'), cell: (g) => g.members, nowrap: true },
          {
            header: t('staff.groups.prices'),
            cell: (g) => t('staff.groups.pricesCount', { rules: g.priceRules, products: g.productPrices }),
          },
        ]}
      />
    </section>
  );
}

function GroupPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const detail = useStaffGroup(id);
  const canWrite = useCanWrite();
  const navigate = useNavigate();
  const remove = useDeleteGroup();
  const member = useGroupMember();
  const [customerId, setCustomerId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<{ error: string | null; done: string | null }>({ error: null, done: null });
  const act = async (work: () => Promise<unknown>, done: string) => {
    setMessage({ error: null, done: null });
    try {
      await work();
      setMessage({ error: null, done });
    } catch (err) {
      setMessage({ error: apiErrorMessage(err, t('messages.crash')), done: null });
    }
  };
  const group = detail.data?.group;
  return (
    <section className="staff-page" aria-labelledby="group-title">
      <p>
        <Link to="/staff/groups">{t('staff.groups.back')}</Link>
      </p>
      <h1 id="group-title">{group?.name ?? t('staff.sections.groups')}</h1>
      <FormAlert message={detail.isError ? apiErrorMessage(detail.error, t('messages.crash')) : null} />
      {group ? (
        <>
          <p>{t('staff.groups.pricesCount', { rules: group.priceRules, products: group.productPrices })}</p>
          {canWrite ? <GroupNameForm key={group.name} id={group.id} name={group.name} onSaved={() => undefined} /> : null}
          <FormAlert message={message.error} />
          {message.done ? (
            <p className="staff-count" role="status">
              {message.done}
            </p>
          ) : null}
          {canWrite ? (
            <form
              className="form staff-product-form"
              aria-label={t('staff.groups.addTitle')}
              onSubmit={(event) => {
                event.preventDefault();
                if (customerId === null) return setMessage({ error: t('staff.vouchers.customerRequired'), done: null });
                void act(() => member.mutateAsync({ id, customerId, add: true }), t('staff.groups.added'));
              }}
            >
              <h2>{t('staff.groups.addTitle')}</h2>
              <div className="staff-product-form__fields">
                <CustomerPicker value={customerId} onChange={setCustomerId} />
              </div>
              <Button type="submit" loading={member.isPending}>
                {t('staff.groups.add')}
              </Button>
            </form>
          ) : null}
          <h2 id="members-title">{t('staff.groups.members')}</h2>
          <StaffList
            query={detail}
            rowsOf={(data) => data.members}
            rowKey={(m: StaffGroupMember) => m.customerId}
            caption={t('staff.groups.members')}
            count={(count) => t('staff.groups.membersCount', { count })}
            columns={[
              { header: t('staff.vouchers.customer'), cell: (m) => m.name },
              { header: t('staff.groups.email'), cell: (m) => m.email },
              ...(canWrite
                ? [
                    {
                      header: t('staff.groups.actions'),
                      actions: true,
                      cell: (m: StaffGroupMember) => (
                        <Button
                          variant="secondary"
                          aria-label={t('staff.groups.removeNamed', { name: m.name })}
                          onClick={() =>
                            void act(() => member.mutateAsync({ id, customerId: m.customerId, add: false }), t('staff.groups.removed'))
                          }
                        >
                          {t('staff.groups.remove')}
                        </Button>
                      ),
                    },
                  ]
                : []),
            ]}
          />
          {canWrite && !confirming ? (
            <p>
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                {t('staff.groups.delete')}
              </Button>
            </p>
          ) : null}
          {canWrite && confirming ? (
            <div className="staff-confirm" role="group" aria-label={t('staff.groups.delete')}>
              <p>{t('staff.groups.deleteConfirm', { name: group.name, count: group.members })}</p>
              <div className="staff-filters__actions">
                <Button
                  loading={remove.isPending}
                  onClick={() =>
                    void act(async () => {
                      setConfirming(false);
                      await remove.mutateAsync(id);
                      navigate('/staff/groups', { replace: true });
                    }, '')
                  }
                >
                  {t('staff.groups.delete')}
                </Button>
                <Button variant="secondary" onClick={() => setConfirming(false)}>
                  {t('staff.groups.keep')}
                </Button>
              </div>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
