import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LEGAL_TEXT_KEYS, staffLegalBodySchema, type StaffLegal } from '@clubportal/contract/staff-legal';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/error-message';
import { useSaveLegal, useStaffLegal } from '../../api/staff-club-files';
import { StaffLoading } from '../../components/console-shell';
import { inLanguage, translationValues } from '../../components/content-form';
import { LanguageGroups } from '../../components/content-translations';

/** /staff/legal (`settings.write`): the club's four legal texts in its default language and in each other one it offers. */
export function LegalPage() {
  const { t } = useTranslation();
  const legal = useStaffLegal();
  return (
    <section className="staff-page" aria-labelledby="legal-title">
      <h1 id="legal-title">{t('staff.sections.legal')}</h1>
      <p>{t('staff.legal.intro')}</p>
      {legal.isPending ? <StaffLoading /> : null}
      <FormAlert message={legal.isError ? apiErrorMessage(legal.error, t('messages.crash')) : null} />
      {legal.data ? <LegalForm legal={legal.data} /> : null}
    </section>
  );
}

function LegalForm({ legal }: { legal: StaffLegal }) {
  const { t } = useTranslation();
  const save = useSaveLegal();
  const [notice, setNotice] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(staffLegalBodySchema),
    defaultValues: {
      generalConditions: legal.generalConditions,
      waiver: legal.waiver,
      privacyPolicyFull: legal.privacyPolicyFull,
      cookiesPolicy: legal.cookiesPolicy,
      translations: translationValues(legal.languages, LEGAL_TEXT_KEYS, legal.translations),
    },
  });
  const submit = handleSubmit(async (body) => {
    setNotice(null);
    try {
      await save.mutateAsync({ id: null, body });
      setNotice(t('staff.legal.saved'));
    } catch (error) {
      setError('root', { message: apiErrorMessage(error, t('messages.crash')) });
    }
  });
  return (
    <form className="form staff-content-form" onSubmit={submit} noValidate aria-label={t('staff.sections.legal')}>
      <p className="staff-table__note">{t('staff.wizard.legal.hint')}</p>
      <LanguageGroups defaultLanguage={legal.defaultLanguage} languages={legal.languages}>
        {(l) => {
          const error = l === null ? errors : errors.translations?.[l];
          return LEGAL_TEXT_KEYS.map((name) => (
            <Field
              key={name}
              label={t(`staff.wizard.legal.${name}`)}
              error={error?.[name] && (l === null ? t('staff.legal.required') : t('staff.content.tooLong'))}
              required={l === null}
            >
              {(c) => <textarea rows={6} className="staff-wizard__html" {...c} {...register(inLanguage(l, name))} />}
            </Field>
          ));
        }}
      </LanguageGroups>
      <FormAlert message={errors.root?.message} />
      <div role="status">{notice ? <p className="form__notice">{notice}</p> : null}</div>
      <Button type="submit" loading={save.isPending}>
        {t('staff.content.save')}
      </Button>
    </form>
  );
}
