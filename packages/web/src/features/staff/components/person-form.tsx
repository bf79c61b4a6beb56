import { useTranslation } from 'react-i18next';
import type { Language } from '@clubportal/contract/languages';
import { PERSON_TEXT_LIMITS, staffPersonBodySchema, type PersonKind, type StaffPerson } from '@clubportal/contract/staff-content';
import { Field } from '../../../components/ui/field';
import { useSavePerson } from '../api/staff-content';
import { ContentForm, inLanguage, translationValues } from './content-form';
import { LanguageGroups } from './content-translations';

/**
 * A testimonial or a team member: the person's name (the same in every language), their role and their words in
 * each language, and a photo. The home shows the words as plain text.
 */
export function PersonForm({
  kind,
  person,
  defaultLanguage,
  languages,
  onSaved,
}: {
  kind: PersonKind;
  person: StaffPerson | null;
  defaultLanguage: Language;
  languages: readonly Language[];
  onSaved: (saved: StaffPerson) => void;
}) {
  const { t } = useTranslation();
  const save = useSavePerson(kind);
  const tooLong = t('staff.content.tooLong');
  return (
    <ContentForm
      schema={staffPersonBodySchema}
      values={{
        title: person?.title ?? '',
        smalText: person?.smalText ?? '',
        text: person?.text ?? '',
        image: person?.image ?? '',
        translations: translationValues(languages, ['smalText', 'text'], person?.translations),
      }}
      id={person?.id ?? null}
      save={save}
      label={t(`staff.content.${kind}Form`)}
      imageLabel={t('staff.content.photo')}
      onSaved={onSaved}
    >
      {({ register, formState: { errors } }) => (
        <>
          <Field label={t('staff.content.personName')} error={errors.title && t('staff.content.nameRequired')} required>
            {(c) => <input type="text" maxLength={100} autoComplete="off" {...c} {...register('title')} />}
          </Field>
          <LanguageGroups defaultLanguage={defaultLanguage} languages={languages}>
            {(l) => {
              const error = l === null ? errors : errors.translations?.[l];
              return (
                <>
                  <Field label={t('staff.content.role')} error={error?.smalText && tooLong}>
                    {(c) => <input type="text" maxLength={PERSON_TEXT_LIMITS.smalText} {...c} {...register(inLanguage(l, 'smalText'))} />}
                  </Field>
                  <Field label={t(`staff.content.${kind}Text`)} error={error?.text && tooLong}>
                    {(c) => <textarea rows={4} maxLength={PERSON_TEXT_LIMITS.text} {...c} {...register(inLanguage(l, 'text'))} />}
                  </Field>
                </>
              );
            }}
          </LanguageGroups>
        </>
      )}
    </ContentForm>
  );
}
