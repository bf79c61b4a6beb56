import { useTranslation } from 'react-i18next';
import type { Language } from '@clubportal/contract/languages';
import { POST_TEXT_LIMITS, staffPostBodySchema, type StaffPost } from '@clubportal/contract/staff-content';
import { Field } from '../../../components/ui/field';
import { useSavePost } from '../api/staff-content';
import { ContentForm, inLanguage, translationValues } from './content-form';
import { LanguageGroups } from './content-translations';

/**
 * A blog post: title, short text, text and image in the club's default language, and its translations. The text
 * is HTML as the public post page shows it (paragraphs in <p>, links, lists): that page sanitises it, so a script
 * or an event handler never runs. Saving keeps it a draft or published as it was.
 */
export function PostForm({
  post,
  defaultLanguage,
  languages,
  onSaved,
}: {
  post: StaffPost | null;
  defaultLanguage: Language;
  languages: readonly Language[];
  onSaved: (saved: StaffPost) => void;
}) {
  const { t } = useTranslation();
  const save = useSavePost();
  const tooLong = t('staff.content.tooLong');
  return (
    <ContentForm
      schema={staffPostBodySchema}
      values={{
        title: post?.title ?? '',
        smalText: post?.smalText ?? '',
        text: post?.text ?? '',
        image: post?.image ?? '',
        translations: translationValues(languages, ['title', 'smalText', 'text'], post?.translations),
      }}
      id={post?.id ?? null}
      save={save}
      label={t('staff.content.postForm')}
      imageLabel={t('staff.content.image')}
      onSaved={onSaved}
    >
      {({ register, formState: { errors } }) => (
        <>
          <LanguageGroups defaultLanguage={defaultLanguage} languages={languages}>
            {(l) => {
              const base = l === null;
              const error = base ? errors : errors.translations?.[l];
              return (
                <>
                  <Field
                    label={t('staff.content.title')}
                    error={error?.title && (base ? t('staff.content.titleRequired') : tooLong)}
                    required={base}
                  >
                    {(c) => <input type="text" maxLength={POST_TEXT_LIMITS.title} {...c} {...register(inLanguage(l, 'title'))} />}
                  </Field>
                  <Field label={t('staff.content.smalText')} error={error?.smalText && tooLong}>
                    {(c) => <textarea rows={2} maxLength={POST_TEXT_LIMITS.smalText} {...c} {...register(inLanguage(l, 'smalText'))} />}
                  </Field>
                  <Field
                    label={t('staff.content.text')}
                    error={error?.text && (base ? t('staff.content.textRequired') : tooLong)}
                    required={base}
                  >
                    {(c) => (
                      <textarea
                        rows={8}
                        maxLength={POST_TEXT_LIMITS.text}
                        {...c}
                        aria-describedby={[c['aria-describedby'], 'staff-post-text-hint'].filter(Boolean).join(' ')}
                        {...register(inLanguage(l, 'text'))}
                      />
                    )}
                  </Field>
                </>
              );
            }}
          </LanguageGroups>
          <p id="staff-post-text-hint" className="staff-table__note">
            {t('staff.content.textHint')}
          </p>
        </>
      )}
    </ContentForm>
  );
}
