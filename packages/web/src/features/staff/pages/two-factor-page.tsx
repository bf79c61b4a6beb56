import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { staffConfirmTwoFactorBodySchema } from '@clubportal/contract/staff';
import { Button, buttonClass } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextQr } from '../../../components/ui/qr-code';
import { apiErrorMessage } from '../../../lib/error-message';
import { startTwoFactor, useConfirmTwoFactor } from '../api/staff-session';
import { useSignedInStaff } from '../components/staff-me';

/**
 * /staff/two-factor: enrol an authenticator app (its otpauth address as a QR code, and the secret to type),
 * confirm with a code, then the recovery codes, shown this once.
 */
export function TwoFactorPage() {
  const { t } = useTranslation();
  const me = useSignedInStaff();
  const enrol = useMutation({ mutationFn: startTwoFactor });
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  return (
    <section className="staff-page staff-page--narrow" aria-labelledby="two-factor-title">
      <h1 id="two-factor-title">{t('staff.twoFactor.title')}</h1>
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} />
      ) : enrol.data ? (
        <ConfirmStep uri={enrol.data.uri} secret={enrol.data.secret} onConfirmed={setRecoveryCodes} />
      ) : (
        <>
          <p>
            {me.twoFactorDue ? t('staff.twoFactor.due') : me.twoFactorEnrolled ? t('staff.twoFactor.again') : t('staff.twoFactor.intro')}
          </p>
          <FormAlert message={enrol.isError ? apiErrorMessage(enrol.error, t('messages.crash')) : null} />
          <Button loading={enrol.isPending} onClick={() => enrol.mutate()}>
            {t('staff.twoFactor.start')}
          </Button>
        </>
      )}
    </section>
  );
}

function ConfirmStep({ uri, secret, onConfirmed }: { uri: string; secret: string; onConfirmed: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const confirm = useConfirmTwoFactor();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(staffConfirmTwoFactorBodySchema), defaultValues: { code: '' } });
  const submit = handleSubmit(async ({ code }) => {
    try {
      onConfirmed(await confirm.mutateAsync(code));
    } catch (error) {
      setError('root', { message: apiErrorMessage(error, t('messages.crash')) });
    }
  });
  return (
    <div className="staff-two-factor">
      <ol className="staff-steps">
        <li>{t('staff.twoFactor.scan')}</li>
        <li>{t('staff.twoFactor.enterCode')}</li>
      </ol>
      <div className="staff-two-factor__qr">
        <TextQr text={uri} label={t('staff.twoFactor.qrLabel')} size={200} />
        <p>
          {t('staff.twoFactor.secret')} <code className="staff-secret">{secret}</code>
        </p>
      </div>
      <form className="form" onSubmit={submit} noValidate>
        <Field label={t('staff.twoFactor.code')} error={errors.code ? t('staff.twoFactor.codeFormat') : undefined}>
          {(control) => (
            <input type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...control} {...register('code')} />
          )}
        </Field>
        <FormAlert message={errors.root?.message} />
        <Button type="submit" loading={confirm.isPending}>
          {t('staff.twoFactor.confirm')}
        </Button>
      </form>
    </div>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  return (
    <div className="staff-recovery" role="status">
      <p className="form__notice">{t('staff.twoFactor.done')}</p>
      <p>{t('staff.twoFactor.recoveryIntro', { number: codes.length })}</p>
      <ul className="staff-recovery__codes" aria-label={t('staff.twoFactor.recoveryCodes')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <Link className={buttonClass('primary')} to="/staff">
        {t('staff.twoFactor.continue')}
      </Link>
    </div>
  );
}
