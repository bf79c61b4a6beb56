import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '@clubportal/contract/languages';
import { POST_TEXT_LIMITS, staffPostBodySchema, type StaffPost, type StaffPostBody } from '@clubportal/contract/staff-content';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { useSavePost } from '../api/staff-content';
import { LanguageGroups } from './content-translations';
import { ImageUpload } from './image-upload';

const valuesOf = (post: StaffPost | null, languages: readonly Language[]): StaffPostBody => ({
  title: post?.title ?? '',
  smalText: post?.smalText ?? '',
  text: post?.text ?? '',
  image: post?.image ?? '',
  translations: Object.fromEntries(
    languages.map((l) => [l, post?.translations[l] ?? { title: '', smalText: '', text: '' }]),
  ) as StaffPostBody['translations'],
});

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
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(staffPostBodySchema), defaultValues: valuesOf(post, languages) });
  const submit = handleSubmit(async (body) => {
    try {
      onSaved(await save.mutateAsync({ id: post?.id ?? null, body }));
    } catch (error) {
      setError('root', { message: apiErrorMessage(error, t('messages.crash')) });
    }
  });
  const tooLong = t('staff.content.tooLong');
  return (
    <form className="form staff-content-form" onSubmit={submit} noValidate aria-label={t('staff.content.postForm')}>
      <LanguageGroups defaultLanguage={defaultLanguage} languages={languages}>
        {(l) => {
          const base = l === null;
          const error = base ? errors : errors.translations?.[l];
          const name = <K extends 'title' | 'smalText' | 'text'>(field: K) => (base ? field : (`translations.${l}.${field}` as const));
          return (
            <>
              <Field
                label={t('staff.content.title')}
                error={error?.title && (base ? t('staff.content.titleRequired') : tooLong)}
                required={base}
              >
                {(c) => <input type="text" maxLength={POST_TEXT_LIMITS.title} {...c} {...register(name('title'))} />}
              </Field>
              <Field label={t('staff.content.smalText')} error={error?.smalText && tooLong}>
                {(c) => <textarea rows={2} maxLength={POST_TEXT_LIMITS.smalText} {...c} {...register(name('smalText'))} />}
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
                    {...register(name('text'))}
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
      <Field label={t('staff.content.image')} error={errors.image && t('staff.content.imageInvalid')}>
        {(c) => <input type="text" inputMode="url" autoComplete="off" {...c} {...register('image')} />}
      </Field>
      <ImageUpload area="content" onUploaded={(address) => setValue('image', address, { shouldDirty: true, shouldValidate: true })} />
      <FormAlert message={errors.root?.message} />
      <Button type="submit" loading={save.isPending}>
        {post ? t('staff.content.save') : t('staff.content.createDraft')}
      </Button>
    </form>
  );
}
