import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useNavigate, useParams } from 'react-router';
import type { PersonKind, StaffPerson } from '@clubportal/contract/staff-content';
import { Button, buttonClass } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/error-message';
import { usePublishPerson, useStaffPeople } from '../../api/staff-content';
import { StaffLoading } from '../../components/console-shell';
import { PersonForm } from '../../components/person-form';
import { StaffList } from '../../components/staff-list';

/** /staff/testimonials and /staff/team (`content.write`): the home's people in their order, published or not; one person's form. */
function PeopleSection({ kind }: { kind: PersonKind }) {
  return (
    <Routes>
      <Route index element={<PeoplePage kind={kind} />} />
      <Route path="new" element={<PersonEditPage kind={kind} />} />
      <Route path=":id" element={<PersonEditPage kind={kind} />} />
    </Routes>
  );
}
export const TestimonialsSection = () => <PeopleSection kind="testimonials" />;
export const TeamSection = () => <PeopleSection kind="team" />;

type Done = (notice: string | null, error: string | null) => void;

function PublishPerson({ kind, person, onDone }: { kind: PersonKind; person: StaffPerson; onDone: Done }) {
  const { t } = useTranslation();
  const publish = usePublishPerson(kind);
  return (
    <Button
      variant="secondary"
      loading={publish.isPending}
      onClick={() =>
        publish.mutate(
          { id: person.id, published: !person.published },
          {
            onSuccess: (saved) =>
              onDone(
                t(saved.published ? 'staff.content.publishedNotice' : 'staff.content.unpublishedNotice', { title: saved.title }),
                null,
              ),
            onError: (e) => onDone(null, apiErrorMessage(e, t('messages.crash'))),
          },
        )
      }
    >
      {t(person.published ? 'staff.content.unpublish' : 'staff.content.publish')}
      <span className="sr-only"> {person.title}</span>
    </Button>
  );
}

function PeoplePage({ kind }: { kind: PersonKind }) {
  const { t } = useTranslation();
  const list = useStaffPeople(kind);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const done: Done = (n, e) => {
    setNotice(n);
    setError(e);
  };
  const title = t(`staff.sections.${kind}`);
  return (
    <section className="staff-page" aria-labelledby="people-title">
      <h1 id="people-title">{title}</h1>
      <p>{t(`staff.content.${kind}Intro`)}</p>
      <p>
        <Link className={buttonClass('primary')} to={`/staff/${kind}/new`}>
          {t(`staff.content.${kind}New`)}
        </Link>
      </p>
      <div role="status">{notice ? <p className="form__notice">{notice}</p> : null}</div>
      <FormAlert message={error} />
      <StaffList
        query={list}
        rowsOf={(data) => data.people}
        rowKey={(p) => p.id}
        caption={title}
        count={(count) => t('staff.content.peopleCount', { count })}
        columns={[
          { header: t('staff.content.personName'), cell: (p) => <Link to={`/staff/${kind}/${p.id}`}>{p.title}</Link> },
          { header: t('staff.content.role'), cell: (p) => p.smalText || '—' },
          { header: t('staff.content.state'), cell: (p) => t(p.published ? 'staff.content.statePublished' : 'staff.content.stateDraft') },
          { header: t('staff.accounts.actions'), cell: (p) => <PublishPerson kind={kind} person={p} onDone={done} /> },
        ]}
      />
    </section>
  );
}

function PersonEditPage({ kind }: { kind: PersonKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id: idParam } = useParams();
  const id = idParam && /^\d+$/.test(idParam) ? Number(idParam) : null;
  const list = useStaffPeople(kind);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = id === null ? null : (list.data?.people.find((p) => p.id === id) ?? null);
  const missing = id !== null && list.data !== undefined && current === null;
  return (
    <section className="staff-page" aria-labelledby="person-title">
      <p>
        <Link to={`/staff/${kind}`}>{t(`staff.content.${kind}Back`)}</Link>
      </p>
      <h1 id="person-title">{id === null ? t(`staff.content.${kind}New`) : (current?.title ?? t(`staff.sections.${kind}`))}</h1>
      {list.isPending ? <StaffLoading /> : null}
      <FormAlert
        message={list.isError ? apiErrorMessage(list.error, t('messages.crash')) : missing ? t('staff.content.personMissing') : error}
      />
      <div role="status">{notice ? <p className="form__notice">{notice}</p> : null}</div>
      {current ? (
        <p className="staff-content__state">
          {t(current.published ? 'staff.content.statePublished' : 'staff.content.stateDraft')}{' '}
          <PublishPerson
            kind={kind}
            person={current}
            onDone={(n, e) => {
              setNotice(n);
              setError(e);
            }}
          />
        </p>
      ) : null}
      {list.data && !missing ? (
        <PersonForm
          key={current ? current.id : 'new'}
          kind={kind}
          person={current}
          defaultLanguage={list.data.defaultLanguage}
          languages={list.data.languages}
          onSaved={(saved) => {
            setError(null);
            setNotice(t('staff.content.saved', { title: saved.title }));
            if (id === null) navigate(`/staff/${kind}/${saved.id}`, { replace: true });
          }}
        />
      ) : null}
    </section>
  );
}
