import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useNavigate, useParams } from 'react-router';
import type { StaffForm } from '@clubportal/contract/staff-forms';
import { Button, buttonClass } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/error-message';
import { useArchiveForm, useCreateForm, useStaffForms } from '../../api/staff-forms';
import { StaffLoading } from '../../components/console-shell';
import { SignUpFormEditor } from '../../components/sign-up-form-editor';
import { StaffList } from '../../components/staff-list';
import { useSignedInStaff } from '../../components/staff-me';

/** /staff/forms (`settings.read`; writes `activities.write`): the list, a new form for an activity, one form's editor. */
export function FormsSection() {
  return (
    <Routes>
      <Route index element={<FormsPage />} />
      <Route path="new" element={<NewFormPage />} />
      <Route path=":id" element={<FormEditPage />} />
    </Routes>
  );
}

type Outcome = { ok: boolean; message: string } | null;

/** Whose form it is, as staff read it: its activity, or the club's registration or add-a-child form. */
function useFormOwnerName() {
  const { t } = useTranslation();
  return (f: StaffForm) => (f.standard ? t(`staff.forms.standardKinds.${f.standard}`) : (f.activity?.name ?? ''));
}

/**
 * Every activity's sign-up form: its activity, how many fields, how many sign-ups answered it, and whether it is in
 * use or archived, with Archive / Restore at hand (never delete: the answers name its fields).
 */
function FormsPage() {
  const { t } = useTranslation();
  const list = useStaffForms();
  const me = useSignedInStaff();
  const canWrite = me.permissions.includes('activities.write');
  const archive = useArchiveForm();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const ownerName = useFormOwnerName();
  const toggle = (f: StaffForm) => {
    setOutcome(null);
    archive.mutate(
      { id: f.id, archive: !f.archived },
      {
        onSuccess: (saved) =>
          setOutcome({ ok: true, message: t(saved.archived ? 'staff.forms.archived' : 'staff.forms.restored', { name: saved.title }) }),
        onError: (e) => setOutcome({ ok: false, message: apiErrorMessage(e, t('messages.crash')) }),
      },
    );
  };
  return (
    <section className="staff-page" aria-labelledby="forms-title">
      <h1 id="forms-title">{t('staff.sections.forms')}</h1>
      <p className="staff-page__intro">{t('staff.forms.intro')}</p>
      {canWrite ? (
        <p>
          <Link className={buttonClass('primary')} to="/staff/forms/new">
            {t('staff.forms.new')}
          </Link>
        </p>
      ) : null}
      <div role="status" className="staff-outcome">
        {outcome?.ok ? <p className="form__notice">{outcome.message}</p> : null}
      </div>
      <FormAlert message={outcome && !outcome.ok ? outcome.message : null} />
      <StaffList
        query={list}
        rowsOf={(data) => data.forms}
        rowKey={(f) => f.id}
        caption={t('staff.sections.forms')}
        count={(count) => t('staff.forms.count', { count })}
        columns={[
          { header: t('staff.forms.title'), cell: (f) => <Link to={`/staff/forms/${f.id}`}>{f.title}</Link> },
          { header: t('staff.forms.activity'), cell: (f) => ownerName(f) },
          { header: t('staff.forms.fieldsCount'), cell: (f) => f.fields.filter((x) => !x.hidden).length },
          { header: t('staff.forms.answered'), cell: (f) => f.answered },
          {
            header: t('staff.forms.state'),
            cell: (f) => (
              <span className="staff-activity-state">
                {t(f.standard ? 'staff.forms.stateAlways' : f.archived ? 'staff.forms.stateArchived' : 'staff.forms.stateInUse')}
                {canWrite && !f.standard ? (
                  <Button
                    variant="ghost"
                    loading={archive.isPending && archive.variables?.id === f.id}
                    onClick={() => toggle(f)}
                    aria-label={t(f.archived ? 'staff.forms.restoreNamed' : 'staff.forms.archiveNamed', {
                      name: f.title,
                      activity: ownerName(f),
                    })}
                  >
                    {t(f.archived ? 'staff.forms.restore' : 'staff.forms.archive')}
                  </Button>
                ) : null}
              </span>
            ),
          },
        ]}
      />
    </section>
  );
}

/** /staff/forms/new: a form for an activity that has none, named, then built in its editor. */
function NewFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useStaffForms();
  const create = useCreateForm();
  const [activity, setActivity] = useState('');
  const [title, setTitle] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const free = list.data?.activities.filter((a) => a.form === null) ?? [];
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!activity || !title.trim()) {
      setFailure(t('staff.forms.newNeeds'));
      return;
    }
    try {
      const saved = await create.mutateAsync({ activity: Number(activity), title, legalChecks: false, fields: [], texts: {} });
      navigate(`/staff/forms/${saved.id}`, { replace: true });
    } catch (error) {
      setFailure(apiErrorMessage(error, t('messages.crash')));
    }
  };
  return (
    <section className="staff-page" aria-labelledby="new-form-title">
      <p>
        <Link to="/staff/forms">{t('staff.forms.back')}</Link>
      </p>
      <h1 id="new-form-title">{t('staff.forms.newTitle')}</h1>
      {list.isPending ? <StaffLoading /> : null}
      <form className="form staff-product-form" onSubmit={submit} noValidate aria-label={t('staff.forms.newTitle')}>
        <Field label={t('staff.forms.activity')} required>
          {(c) => (
            <select {...c} value={activity} onChange={(e) => setActivity(e.target.value)}>
              <option value="">{t('staff.forms.chooseActivity')}</option>
              {free.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('staff.forms.title')} required>
          {(c) => <input type="text" autoComplete="off" maxLength={200} {...c} value={title} onChange={(e) => setTitle(e.target.value)} />}
        </Field>
        <FormAlert message={failure} />
        <Button type="submit" loading={create.isPending}>
          {t('staff.forms.create')}
        </Button>
      </form>
    </section>
  );
}

/** /staff/forms/:id: one form's editor (read-only without activities.write). */
function FormEditPage() {
  const { t } = useTranslation();
  const { id: idParam } = useParams();
  const id = idParam && /^\d+$/.test(idParam) ? Number(idParam) : null;
  const list = useStaffForms();
  const me = useSignedInStaff();
  const [notice, setNotice] = useState<string | null>(null);
  const canWrite = me.permissions.includes('activities.write');
  const current = list.data?.forms.find((f) => f.id === id) ?? null;
  const missing = list.data && !current;
  const ownerName = useFormOwnerName();
  return (
    <section className="staff-page" aria-labelledby="form-title">
      <p>
        <Link to="/staff/forms">{t('staff.forms.back')}</Link>
      </p>
      <h1 id="form-title">
        {current ? t('staff.forms.editTitle', { title: current.title, activity: ownerName(current) }) : t('staff.sections.forms')}
      </h1>
      {list.isPending ? <StaffLoading /> : null}
      <FormAlert message={list.isError ? apiErrorMessage(list.error, t('messages.crash')) : missing ? t('staff.forms.gone') : null} />
      {current?.archived ? <p className="staff-table__note">{t('staff.forms.archivedNote')}</p> : null}
      {current?.standard ? <p className="staff-table__note">{t(`staff.forms.standardNote.${current.standard}`)}</p> : null}
      <div role="status">{notice ? <p className="form__notice">{notice}</p> : null}</div>
      {list.data && current ? (
        <SignUpFormEditor
          key={current.id}
          form={current}
          choices={list.data}
          canWrite={canWrite}
          onSaved={(saved) => setNotice(t('staff.forms.saved', { name: saved.title }))}
        />
      ) : null}
    </section>
  );
}
