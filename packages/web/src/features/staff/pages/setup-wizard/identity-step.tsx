import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { wizardIdentitySchema } from '@clubportal/contract/staff-wizard';
import { Field } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/error-message';
import { useUploadLogo } from '../../api/setup-wizard';
import { StepForm, useStepForm, type StepProps } from './step-form';

type TextField =
  'phone' | 'address' | 'coords' | 'facebook' | 'instagram' | 'twitter' | 'followUsText' | 'logo' | 'headerImage' | 'fontFamily';

/** Who the club is: its name, contact, look and social links (what the portal's header, footer and contact page show). */
export function IdentityStep({ values, readOnly, onSaved }: StepProps) {
  const { t } = useTranslation();
  const {
    register,
    setValue,
    formState: { errors },
    submit,
    pending,
  } = useStepForm('identity', wizardIdentitySchema, values, onSaved);
  const text = (name: TextField) => (
    <Field key={name} label={t(`staff.wizard.identity.${name}`)} error={errors[name]?.message}>
      {(control) => <input type="text" {...control} {...register(name)} />}
    </Field>
  );

  return (
    <StepForm onSubmit={submit} readOnly={readOnly} error={errors.root?.message} pending={pending}>
      <div className="staff-wizard__grid">
        <Field label={t('staff.wizard.identity.name')} error={errors.name?.message} required>
          {(control) => <input type="text" autoComplete="organization" {...control} {...register('name')} />}
        </Field>
        <Field label={t('staff.wizard.identity.email')} error={errors.email?.message} required>
          {(control) => <input type="email" autoComplete="email" {...control} {...register('email')} />}
        </Field>
        {text('phone')}
        {text('address')}
      </div>
      <Field label={t('staff.wizard.identity.description')} error={errors.description?.message}>
        {(control) => <textarea rows={3} {...control} {...register('description')} />}
      </Field>
      <Field label={t('staff.wizard.identity.openHours')} error={errors.openHours?.message}>
        {(control) => <textarea rows={3} {...control} {...register('openHours')} />}
      </Field>
      <div className="staff-wizard__grid">
        <Field label={t('staff.wizard.identity.buttonsColor')} error={errors.buttonsColor?.message} required>
          {(control) => <input type="color" {...control} {...register('buttonsColor')} />}
        </Field>
        <Field label={t('staff.wizard.identity.footerColor')} error={errors.footerColor?.message} required>
          {(control) => <input type="color" {...control} {...register('footerColor')} />}
        </Field>
        {text('logo')}
        <LogoUpload disabled={readOnly} onUploaded={(name) => setValue('logo', name)} />
        {text('headerImage')}
        {text('fontFamily')}
        {text('coords')}
        {text('facebook')}
        {text('instagram')}
        {text('twitter')}
        {text('followUsText')}
      </div>
    </StepForm>
  );
}

/** Uploads a logo file: the server stores it and makes it the club's logo; the logo field then names it. */
function LogoUpload({ disabled, onUploaded }: { disabled: boolean; onUploaded: (name: string) => void }) {
  const { t } = useTranslation();
  const upload = useUploadLogo();
  const [uploaded, setUploaded] = useState<string | null>(null);
  return (
    <div className="staff-wizard__upload">
      <Field label={t('staff.wizard.identity.uploadLogo')}>
        {(control) => (
          <input
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            disabled={disabled || upload.isPending}
            {...control}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (!file) return;
              setUploaded(null);
              upload.mutate(file, {
                onSuccess: (name) => {
                  onUploaded(name);
                  setUploaded(name);
                },
              });
            }}
          />
        )}
      </Field>
      <div role="status" className="staff-outcome">
        {uploaded ? <p className="form__notice">{t('staff.wizard.identity.logoUploaded', { name: uploaded })}</p> : null}
      </div>
      <FormAlert message={upload.isError ? apiErrorMessage(upload.error, t('messages.crash')) : null} />
    </div>
  );
}
