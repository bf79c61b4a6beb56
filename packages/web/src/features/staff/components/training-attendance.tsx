import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffTeam, StaffTraining } from '@clubportal/contract/staff-trainings';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { useSetTrainingAbsences } from '../api/staff-trainings';

/** The coach's roster: who of the team did not show (a member sees whether they attended once the training has begun). */
export function TrainingAttendance({
  training,
  team,
  canMark,
}: {
  training: StaffTraining;
  team: StaffTeam | undefined;
  canMark: boolean;
}) {
  const { t } = useTranslation();
  const save = useSetTrainingAbsences();
  const [absent, setAbsent] = useState(() => new Set(training.absentIds));
  const [notice, setNotice] = useState<string | null>(null);
  const members = team?.members ?? [];
  return (
    <form
      className="form staff-training-media"
      aria-labelledby="training-attendance-title"
      onSubmit={(e) => {
        e.preventDefault();
        setNotice(null);
        save.mutate({ id: training.id, absentIds: [...absent] }, { onSuccess: () => setNotice(t('staff.trainings.attendanceSaved')) });
      }}
    >
      <h2 id="training-attendance-title">{t('staff.trainings.attendance')}</h2>
      <fieldset disabled={!canMark} className="staff-content__language">
        <legend>{t('staff.trainings.didNotShow')}</legend>
        {members.length === 0 ? <p className="staff-table__note">{t('staff.trainings.noMembers')}</p> : null}
        {members.map((m) => (
          <Field key={m.id} label={m.name} layout="check">
            {(c) => (
              <input
                type="checkbox"
                checked={absent.has(m.id)}
                onChange={(e) => {
                  const next = new Set(absent);
                  if (e.target.checked) next.add(m.id);
                  else next.delete(m.id);
                  setAbsent(next);
                }}
                {...c}
              />
            )}
          </Field>
        ))}
      </fieldset>
      <div role="status">{notice ? <p className="form__notice">{notice}</p> : null}</div>
      <FormAlert message={save.isError ? apiErrorMessage(save.error, t('messages.crash')) : null} />
      {canMark && members.length > 0 ? (
        <Button type="submit" variant="secondary" loading={save.isPending}>
          {t('staff.trainings.saveAttendance')}
        </Button>
      ) : null}
    </form>
  );
}
