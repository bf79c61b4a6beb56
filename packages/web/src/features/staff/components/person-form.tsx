import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '@clubportal/contract/languages';
import {
  PERSON_TEXT_LIMITS,
  staffPersonBodySchema,
  type PersonKind,
  type StaffPerson,
  type StaffPersonBody,
} from '@clubportal/contract/staff-content';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { useSavePerson } from '../api/staff-content';
import { LanguageGroups } from './content-translations';
import { ImageUpload } from './image-upload';

const valuesOf = (person: StaffPerson | null, languages: readonly Language[]): StaffPersonBody => ({
  title: person?.title ?? '',
  smalText: person?.smalText ?? '',
  text: person?.text ?? '',
  image: person?.image ?? '',
  translations: Object.fromEntries(
    languages.map((l) => [l, person?.translations[l] ?? { smalText: '', text: '' }]),
  ) as StaffPersonBody['translations'],
});

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
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(staffPersonBodySchema), defaultValues: valuesOf(person, languages) });
  const submit = handleSubmit(async (body) => {
    try {
      onSaved(await save.mutateAsync({ id: person?.id ?? null, body }));
    } catch (error) {
      setError('root', { message: apiErrorMessage(error, t('messages.crash')) });
    }
  });
  const tooLong = t('staff.content.tooLong');
  return (
    <form className="form staff-content-form" onSubmit={submit} noValidate aria-label={t(`staff.content.${kind}Form`)}>
      <Field label={t('staff.content.personName')} error={errors.title && t('staff.content.nameRequired')} required>
        {(c) => <input type="text" maxLength={100} autoComplete="off" {...c} {...register('title')} />}
      </Field>
      <LanguageGroups defaultLanguage={defaultLanguage} languages={languages}>
        {(l) => {
          const error = l === null ? errors : errors.translations?.[l];
          const name = <K extends 'smalText' | 'text'>(field: K) => (l === null ? field : (`translations.${l}.${field}` as const));
          return (
            <>
              <Field label={t('staff.content.role')} error={error?.smalText && tooLong}>
                {(c) => <input type="text" maxLength={PERSON_TEXT_LIMITS.smalText} {...c} {...register(name('smalText'))} />}
              </Field>
              <Field label={t(`staff.content.${kind}Text`)} error={error?.text && tooLong}>
                {(c) => <textarea rows={4} maxLength={PERSON_TEXT_LIMITS.text} {...c} {...register(name('text'))} />}
              </Field>
            </>
          );
        }}
      </LanguageGroups>
      <Field label={t('staff.content.photo')} error={errors.image && t('staff.content.imageInvalid')}>
        {(c) => <input type="text" inputMode="url" autoComplete="off" {...c} {...register('image')} />}
      </Field>
      <ImageUpload area="content" onUploaded={(address) => setValue('image', address, { shouldDirty: true, shouldValidate: true })} />
      <FormAlert message={errors.root?.message} />
      <Button type="submit" loading={save.isPending}>
        {person ? t('staff.content.save') : t('staff.content.createDraft')}
      </Button>
    </form>
  );
}
