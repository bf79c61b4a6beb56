import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '@clubportal/contract/languages';
import { BANNER_TEXT_LIMITS, staffBannerBodySchema, type StaffBanner, type StaffBannerBody } from '@clubportal/contract/staff-content';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { useSaveBanner } from '../api/staff-content';
import { LanguageGroups } from './content-translations';
import { ImageUpload } from './image-upload';

const valuesOf = (banner: StaffBanner | null, languages: readonly Language[]): StaffBannerBody => ({
  title: banner?.title ?? '',
  text: banner?.text ?? '',
  image: banner?.image ?? '',
  url: banner?.url ?? '',
  translations: Object.fromEntries(
    languages.map((l) => [l, banner?.translations[l] ?? { title: '', text: '' }]),
  ) as StaffBannerBody['translations'],
});

/** A home banner: title and text per language, its image and where it leads (https or a page of the portal). */
export function BannerForm({
  banner,
  defaultLanguage,
  languages,
  onSaved,
}: {
  banner: StaffBanner | null;
  defaultLanguage: Language;
  languages: readonly Language[];
  onSaved: (saved: StaffBanner) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveBanner();
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(staffBannerBodySchema), defaultValues: valuesOf(banner, languages) });
  const submit = handleSubmit(async (body) => {
    try {
      onSaved(await save.mutateAsync({ id: banner?.id ?? null, body }));
    } catch (error) {
      setError('root', { message: apiErrorMessage(error, t('messages.crash')) });
    }
  });
  const tooLong = t('staff.content.tooLong');
  return (
    <form className="form staff-content-form" onSubmit={submit} noValidate aria-label={t('staff.content.bannerForm')}>
      <LanguageGroups defaultLanguage={defaultLanguage} languages={languages}>
        {(l) => {
          const base = l === null;
          const error = base ? errors : errors.translations?.[l];
          const name = <K extends 'title' | 'text'>(field: K) => (base ? field : (`translations.${l}.${field}` as const));
          return (
            <>
              <Field
                label={t('staff.content.title')}
                error={error?.title && (base ? t('staff.content.titleRequired') : tooLong)}
                required={base}
              >
                {(c) => <input type="text" maxLength={BANNER_TEXT_LIMITS.title} {...c} {...register(name('title'))} />}
              </Field>
              <Field label={t('staff.content.bannerText')} error={error?.text && tooLong}>
                {(c) => <textarea rows={2} maxLength={BANNER_TEXT_LIMITS.text} {...c} {...register(name('text'))} />}
              </Field>
            </>
          );
        }}
      </LanguageGroups>
      <Field label={t('staff.content.image')} error={errors.image && t('staff.content.imageInvalid')}>
        {(c) => <input type="text" inputMode="url" autoComplete="off" {...c} {...register('image')} />}
      </Field>
      <ImageUpload area="content" onUploaded={(address) => setValue('image', address, { shouldDirty: true, shouldValidate: true })} />
      <Field label={t('staff.content.link')} error={errors.url && t('staff.content.linkInvalid')}>
        {(c) => <input type="text" inputMode="url" autoComplete="off" {...c} {...register('url')} />}
      </Field>
      <FormAlert message={errors.root?.message} />
      <Button type="submit" loading={save.isPending}>
        {banner ? t('staff.content.save') : t('staff.content.createDraft')}
      </Button>
    </form>
  );
}
