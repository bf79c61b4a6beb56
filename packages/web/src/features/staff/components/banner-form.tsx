import { useTranslation } from 'react-i18next';
import type { Language } from '@clubportal/contract/languages';
import { BANNER_TEXT_LIMITS, staffBannerBodySchema, type StaffBanner } from '@clubportal/contract/staff-content';
import { Field } from '../../../components/ui/field';
import { useSaveBanner } from '../api/staff-content';
import { ContentForm, inLanguage, translationValues } from './content-form';
import { LanguageGroups } from './content-translations';

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
  const tooLong = t('staff.content.tooLong');
  return (
    <ContentForm
      schema={staffBannerBodySchema}
      values={{
        title: banner?.title ?? '',
        text: banner?.text ?? '',
        image: banner?.image ?? '',
        url: banner?.url ?? '',
        translations: translationValues(languages, ['title', 'text'], banner?.translations),
      }}
      id={banner?.id ?? null}
      save={save}
      label={t('staff.content.bannerForm')}
      imageLabel={t('staff.content.image')}
      onSaved={onSaved}
      after={({ register, formState: { errors } }) => (
        <Field label={t('staff.content.link')} error={errors.url && t('staff.content.linkInvalid')}>
          {(c) => <input type="text" inputMode="url" autoComplete="off" {...c} {...register('url')} />}
        </Field>
      )}
    >
      {({ register, formState: { errors } }) => (
        <LanguageGroups defaultLanguage={defaultLanguage} languages={languages}>
          {(l) => {
            const error = l === null ? errors : errors.translations?.[l];
            return (
              <>
                <Field
                  label={t('staff.content.title')}
                  error={error?.title && (l === null ? t('staff.content.titleRequired') : tooLong)}
                  required={l === null}
                >
                  {(c) => <input type="text" maxLength={BANNER_TEXT_LIMITS.title} {...c} {...register(inLanguage(l, 'title'))} />}
                </Field>
                <Field label={t('staff.content.bannerText')} error={error?.text && tooLong}>
                  {(c) => <textarea rows={2} maxLength={BANNER_TEXT_LIMITS.text} {...c} {...register(inLanguage(l, 'text'))} />}
                </Field>
              </>
            );
          }}
        </LanguageGroups>
      )}
    </ContentForm>
  );
}
