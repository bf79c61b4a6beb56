import { useTranslation } from 'react-i18next';
import type { StaffPost, StaffPosts } from '@clubportal/contract/staff-content';
import { usePublishPost, useStaffPosts } from '../../api/staff-content';
import { PostForm } from '../../components/post-form';
import { useStaffClub } from '../../components/staff-club';
import { ContentSection, type ContentKind } from './content-pages';

/** /staff/posts (`content.write`): the blog's posts, newest first, drafts too; a new one; one post's form. */
export function PostsSection() {
  const { t, i18n } = useTranslation();
  const { timeZone } = useStaffClub();
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone });
  const kind: ContentKind<StaffPosts, StaffPost> = {
    path: '/staff/posts',
    useList: useStaffPosts,
    usePublish: usePublishPost,
    rowsOf: (data) => data.posts,
    nameOf: (p) => p.title,
    words: {
      title: t('staff.sections.posts'),
      intro: t('staff.content.postsIntro'),
      newOne: t('staff.content.newPost'),
      back: t('staff.content.backToPosts'),
      missing: t('staff.content.postMissing'),
      nameHeader: t('staff.content.title'),
      count: (count) => t('staff.content.postsCount', { count }),
    },
  };
  return (
    <ContentSection
      kind={kind}
      columns={[
        { header: t('staff.content.author'), cell: (p) => p.author || '—' },
        { header: t('staff.content.date'), cell: (p) => day.format(new Date(p.created)), nowrap: true },
      ]}
      form={(post, data, onSaved) => (
        <PostForm post={post} defaultLanguage={data.defaultLanguage} languages={data.languages} onSaved={onSaved} />
      )}
    />
  );
}
