import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useNavigate, useParams } from 'react-router';
import type { Language } from '@clubportal/contract/languages';
import { Button, buttonClass } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/error-message';
import { StaffLoading } from '../../components/console-shell';
import { StaffList } from '../../components/staff-list';
import type { StaffColumn } from '../../components/staff-table';

/** A content row as its list and its page need it. */
export type ContentRow = { id: number; published: boolean };
/** An editor's list answer: the rows and the languages the forms show. */
export type ContentData = { defaultLanguage: Language; languages: Language[] };
export type Done = (notice: string | null, error: string | null) => void;
type Publish<R> = () => UseMutationResult<R, Error, { id: number; published: boolean }>;

/** What a content kind's list and page share: where it lives, its words, its rows and its publish call. */
export type ContentKind<D extends ContentData, R extends ContentRow> = {
  /** `/staff/posts` */
  path: string;
  useList: () => UseQueryResult<D>;
  usePublish: Publish<R>;
  rowsOf: (data: D) => readonly R[];
  /** How staff know a row (its link, the notices, the buttons' names for screen readers). */
  nameOf: (row: R) => string;
  words: {
    title: string;
    intro: string;
    newOne: string;
    back: string;
    missing: string;
    nameHeader: string;
    count: (n: number) => string;
  };
};

/** The list, a new row and one row's page of a content kind (`/staff/<kind>`, `/new`, `/:id`). */
export function ContentSection<D extends ContentData, R extends ContentRow>({
  kind,
  columns,
  actions,
  form,
}: {
  kind: ContentKind<D, R>;
  /** The columns between the name and the actions. */
  columns: StaffColumn<R>[];
  /** Buttons before Publish in a row's actions (move, archive). */
  actions?: (row: R, rows: readonly R[], done: Done) => ReactNode;
  form: (current: R | null, data: D, onSaved: (saved: R) => void) => ReactNode;
}) {
  return (
    <Routes>
      <Route index element={<ContentListPage kind={kind} columns={columns} actions={actions} />} />
      <Route path="new" element={<ContentEditPage kind={kind} form={form} />} />
      <Route path=":id" element={<ContentEditPage kind={kind} form={form} />} />
    </Routes>
  );
}

/** Publish or Unpublish, named after the row for screen readers; never a delete. */
export function PublishButton<R extends ContentRow>({
  row,
  name,
  usePublish,
  onDone,
}: {
  row: R;
  name: string;
  usePublish: Publish<R>;
  onDone: Done;
}) {
  const { t } = useTranslation();
  const publish = usePublish();
  return (
    <Button
      variant="secondary"
      loading={publish.isPending}
      onClick={() =>
        publish.mutate(
          { id: row.id, published: !row.published },
          {
            onSuccess: (saved) =>
              onDone(t(saved.published ? 'staff.content.publishedNotice' : 'staff.content.unpublishedNotice', { title: name }), null),
            onError: (e) => onDone(null, apiErrorMessage(e, t('messages.crash'))),
          },
        )
      }
    >
      {t(row.published ? 'staff.content.unpublish' : 'staff.content.publish')}
      <span className="sr-only"> {name}</span>
    </Button>
  );
}

function useOutcome() {
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const done: Done = (n, e) => {
    setNotice(n);
    setError(e);
  };
  return { notice, error, done };
}

function ContentListPage<D extends ContentData, R extends ContentRow>({
  kind,
  columns,
  actions,
}: {
  kind: ContentKind<D, R>;
  columns: StaffColumn<R>[];
  actions?: ((row: R, rows: readonly R[], done: Done) => ReactNode) | undefined;
}) {
  const { t } = useTranslation();
  const list = kind.useList();
  const { notice, error, done } = useOutcome();
  const rows = list.data ? kind.rowsOf(list.data) : [];
  return (
    <section className="staff-page" aria-labelledby="content-list-title">
      <h1 id="content-list-title">{kind.words.title}</h1>
      <p>{kind.words.intro}</p>
      <p>
        <Link className={buttonClass('primary')} to={`${kind.path}/new`}>
          {kind.words.newOne}
        </Link>
      </p>
      <div role="status">{notice ? <p className="form__notice">{notice}</p> : null}</div>
      <FormAlert message={error} />
      <StaffList
        query={list}
        rowsOf={kind.rowsOf}
        rowKey={(r) => r.id}
        caption={kind.words.title}
        count={kind.words.count}
        columns={[
          { header: kind.words.nameHeader, cell: (r) => <Link to={`${kind.path}/${r.id}`}>{kind.nameOf(r)}</Link> },
          ...columns,
          { header: t('staff.content.state'), cell: (r) => t(r.published ? 'staff.content.statePublished' : 'staff.content.stateDraft') },
          {
            header: t('staff.accounts.actions'),
            cell: (r) => (
              <div className="staff-content__actions">
                {actions?.(r, rows, done)}
                <PublishButton row={r} name={kind.nameOf(r)} usePublish={kind.usePublish} onDone={done} />
              </div>
            ),
          },
        ]}
      />
    </section>
  );
}

function ContentEditPage<D extends ContentData, R extends ContentRow>({
  kind,
  form,
}: {
  kind: ContentKind<D, R>;
  form: (current: R | null, data: D, onSaved: (saved: R) => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id: idParam } = useParams();
  const id = idParam && /^\d+$/.test(idParam) ? Number(idParam) : null;
  const list = kind.useList();
  const { notice, error, done } = useOutcome();
  const current = id === null || !list.data ? null : (kind.rowsOf(list.data).find((r) => r.id === id) ?? null);
  const missing = id !== null && list.data !== undefined && current === null;
  return (
    <section className="staff-page" aria-labelledby="content-title">
      <p>
        <Link to={kind.path}>{kind.words.back}</Link>
      </p>
      <h1 id="content-title">{id === null ? kind.words.newOne : current ? kind.nameOf(current) : kind.words.title}</h1>
      {list.isPending ? <StaffLoading /> : null}
      <FormAlert message={list.isError ? apiErrorMessage(list.error, t('messages.crash')) : missing ? kind.words.missing : error} />
      <div role="status">{notice ? <p className="form__notice">{notice}</p> : null}</div>
      {current ? (
        <p className="staff-content__state">
          {t(current.published ? 'staff.content.statePublished' : 'staff.content.stateDraft')}{' '}
          <PublishButton row={current} name={kind.nameOf(current)} usePublish={kind.usePublish} onDone={done} />
        </p>
      ) : null}
      {list.data && !missing ? (
        <Fragment key={current ? current.id : 'new'}>
          {form(current, list.data, (saved) => {
            done(t('staff.content.saved', { title: kind.nameOf(saved) }), null);
            if (id === null) navigate(`${kind.path}/${saved.id}`, { replace: true });
          })}
        </Fragment>
      ) : null}
    </section>
  );
}
