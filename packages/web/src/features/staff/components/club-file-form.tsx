import { useTranslation } from 'react-i18next';
import type { Language } from '@clubportal/contract/languages';
import { CLUB_FILE_TEXT_LIMITS, staffClubFileBodySchema, type ClubFileKind, type StaffClubFile } from '@clubportal/contract/staff-content';
import { Field } from '../../../components/ui/field';
import { useSaveClubFile } from '../api/staff-club-files';
import { ContentForm, inLanguage, translationValues } from './content-form';
import { LanguageGroups } from './content-translations';

/**
 * A sponsor (its name and logo) or a gallery photo (its caption in each language and the photo). The name or
 * caption is also the image's description for those who cannot see it.
 */
export function ClubFileForm({
  kind,
  file,
  defaultLanguage,
  languages,
  onSaved,
}: {
  kind: ClubFileKind;
  file: StaffClubFile | null;
  defaultLanguage: Language;
  languages: readonly Language[];
  onSaved: (saved: StaffClubFile) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveClubFile(kind);
  const label = t(`staff.content.${kind}Description`);
  return (
    <ContentForm
      schema={staffClubFileBodySchema}
      values={{
        description: file?.description ?? '',
        image: file?.image ?? '',
        translations: translationValues(languages, ['description'], file?.translations),
      }}
      id={file?.id ?? null}
      save={save}
      label={t(`staff.content.${kind}Form`)}
      imageLabel={t(`staff.content.${kind}Image`)}
      createLabel={t('staff.content.addHidden')}
      onSaved={onSaved}
    >
      {({ register, formState: { errors } }) =>
        languages.length === 0 ? (
          <Field label={label} error={errors.description && t('staff.content.nameRequired')} required>
            {(c) => (
              <input type="text" maxLength={CLUB_FILE_TEXT_LIMITS.description} autoComplete="off" {...c} {...register('description')} />
            )}
          </Field>
        ) : (
          <LanguageGroups defaultLanguage={defaultLanguage} languages={languages}>
            {(l) => {
              const error = l === null ? errors.description : errors.translations?.[l]?.description;
              return (
                <Field
                  label={label}
                  error={error && (l === null ? t('staff.content.captionRequired') : t('staff.content.tooLong'))}
                  required={l === null}
                >
                  {(c) => (
                    <input type="text" maxLength={CLUB_FILE_TEXT_LIMITS.description} {...c} {...register(inLanguage(l, 'description'))} />
                  )}
                </Field>
              );
            }}
          </LanguageGroups>
        )
      }
    </ContentForm>
  );
}
