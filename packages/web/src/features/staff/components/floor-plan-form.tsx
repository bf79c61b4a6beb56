import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FLOOR_PLAN_LIMITS, staffFloorPlanBodySchema, type StaffFloorPlan } from '@clubportal/contract/staff-floor-plans';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { useUploadUrl } from '../../../lib/settings/settings-context';
import { useSaveFloorPlan } from '../api/staff-floor-plans';
import { ImageUpload } from './image-upload';

/**
 * A floor plan's name (staff's own: members read its places), its image (uploaded; the server reads its size from
 * it) and whether members see who took each place. Changing the image keeps the places, which must fit the new one.
 */
export function FloorPlanForm({
  plan,
  disabled,
  onSaved,
}: {
  plan: StaffFloorPlan | null;
  disabled: boolean;
  onSaved: (saved: StaffFloorPlan) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveFloorPlan();
  const resolve = useUploadUrl();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(staffFloorPlanBodySchema),
    defaultValues: { name: plan?.name ?? '', image: plan?.image ?? '', allowSeeParticipants: plan?.allowSeeParticipants ?? false },
  });
  const image = useWatch({ control, name: 'image' });
  const submit = handleSubmit(async (body) => {
    try {
      onSaved(await save.mutateAsync({ id: plan?.id ?? null, body }));
    } catch (error) {
      setError('root', { message: apiErrorMessage(error, t('messages.crash')) });
    }
  });
  const w = (key: string) => t(`staff.floorPlans.${key}`);
  return (
    <form className="form staff-court-panel" onSubmit={submit} noValidate aria-label={w('formTitle')}>
      <fieldset disabled={disabled} className="staff-product-form__fields">
        <div className="staff-court-panel__grid">
          <Field label={w('name')} error={errors.name && w('nameRequired')} required>
            {(c) => <input type="text" autoComplete="off" maxLength={FLOOR_PLAN_LIMITS.name} {...c} {...register('name')} />}
          </Field>
          <Field label={w('image')} error={errors.image && w('imageRequired')} required>
            {(c) => <input type="text" autoComplete="off" {...c} {...register('image')} />}
          </Field>
          {disabled ? null : (
            <ImageUpload
              area="catalogue"
              onUploaded={(address) => setValue('image', address, { shouldDirty: true, shouldValidate: true })}
            />
          )}
        </div>
        {image ? <img className="floor-plan-form__preview" src={resolve(image)} alt={w('preview')} /> : null}
        <Field label={w('allowSeeParticipants')} layout="check">
          {(c) => <input type="checkbox" {...c} {...register('allowSeeParticipants')} />}
        </Field>
      </fieldset>
      <FormAlert message={errors.root?.message} />
      {disabled ? null : (
        <Button type="submit" loading={save.isPending}>
          {plan ? w('save') : w('create')}
        </Button>
      )}
    </form>
  );
}
