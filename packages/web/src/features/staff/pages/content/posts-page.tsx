import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useNavigate, useParams } from 'react-router';
import type { StaffPost } from '@clubportal/contract/staff-content';
import { Button, buttonClass } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/error-message';
import { usePublishPost, useStaffPosts } from '../../api/staff-content';
import { StaffLoading } from '../../components/console-shell';
import { PostForm } from '../../components/post-form';
import { useStaffClub } from '../../components/staff-club';
import { StaffList } from '../../components/staff-list';

/** /staff/posts (`content.write`): the blog's posts, newest first, drafts too; a new one; one post's form. */
export function PostsSection() {
  return (
    <Routes>
      <Route index element={<PostsPage />} />
      <Route path="new" element={<PostEditPage />} />
      <Route path=":id" element={<PostEditPage />} />
    </Routes>
  );
}

/** Publish or Unpublish, named after the post for screen readers; never a delete (links shared to it come back). */
function PublishButton({ post, onDone }: { post: StaffPost; onDone: (message: string | null, error: string | null) => void }) {
  const { t } = useTranslation();
  const publish = usePublishPost();
  return (
    <Button
      variant="secondary"
      loading={publish.isPending}
      onClick={() =>
        publish.mutate(
          { id: post.id, published: !post.published },
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
      {t(post.published ? 'staff.content.unpublish' : 'staff.content.publish')}
      <span className="sr-only"> {post.title}</span>
    </Button>
  );
}

function PostsPage() {
  const { t, i18n } = useTranslation();
  const list = useStaffPosts();
  const { timeZone } = useStaffClub();
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone });
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <section className="staff-page" aria-labelledby="posts-title">
      <h1 id="posts-title">{t('staff.sections.posts')}</h1>
      <p>{t('staff.content.postsIntro')}</p>
      <p>
        <Link className={buttonClass('primary')} to="/staff/posts/new">
          {t('staff.content.newPost')}
        </Link>
      </p>
      <div role="status">{notice ? <p className="form__notice">{notice}</p> : null}</div>
      <FormAlert message={error} />
      <StaffList
        query={list}
        rowsOf={(data) => data.posts}
        rowKey={(p) => p.id}
        caption={t('staff.sections.posts')}
        count={(count) => t('staff.content.postsCount', { count })}
        columns={[
          { header: t('staff.content.title'), cell: (p) => <Link to={`/staff/posts/${p.id}`}>{p.title}</Link> },
          { header: t('staff.content.state'), cell: (p) => t(p.published ? 'staff.content.statePublished' : 'staff.content.stateDraft') },
          { header: t('staff.content.author'), cell: (p) => p.author || '—' },
          { header: t('staff.content.date'), cell: (p) => day.format(new Date(p.created)), nowrap: true },
          {
            header: t('staff.accounts.actions'),
            cell: (p) => (
              <PublishButton
                post={p}
                onDone={(message, failure) => {
                  setNotice(message);
                  setError(failure);
                }}
              />
            ),
          },
        ]}
      />
    </section>
  );
}

/** /staff/posts/new and /staff/posts/:id: the post's form in each language, and Publish or Unpublish. */
function PostEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id: idParam } = useParams();
  const id = idParam && /^\d+$/.test(idParam) ? Number(idParam) : null;
  const list = useStaffPosts();
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = id === null ? null : (list.data?.posts.find((p) => p.id === id) ?? null);
  const missing = id !== null && list.data !== undefined && current === null;
  const title = id === null ? t('staff.content.newPost') : (current?.title ?? t('staff.sections.posts'));
  return (
    <section className="staff-page" aria-labelledby="post-title">
      <p>
        <Link to="/staff/posts">{t('staff.content.backToPosts')}</Link>
      </p>
      <h1 id="post-title">{title}</h1>
      {list.isPending ? <StaffLoading /> : null}
      <FormAlert
        message={list.isError ? apiErrorMessage(list.error, t('messages.crash')) : missing ? t('staff.content.postMissing') : error}
      />
      <div role="status">{notice ? <p className="form__notice">{notice}</p> : null}</div>
      {current ? (
        <p className="staff-content__state">
          {t(current.published ? 'staff.content.statePublished' : 'staff.content.stateDraft')}{' '}
          <PublishButton
            post={current}
            onDone={(message, failure) => {
              setNotice(message);
              setError(failure);
            }}
          />
        </p>
      ) : null}
      {list.data && !missing ? (
        <PostForm
          key={current ? current.id : 'new'}
          post={current}
          defaultLanguage={list.data.defaultLanguage}
          languages={list.data.languages}
          onSaved={(saved) => {
            setError(null);
            setNotice(t('staff.content.saved', { title: saved.title }));
            if (id === null) navigate(`/staff/posts/${saved.id}`, { replace: true });
          }}
        />
      ) : null}
    </section>
  );
}
