import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SetupWizard } from '@clubportal/contract/staff-wizard';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/error-message';
import { useGoLive } from '../../api/setup-wizard';

/**
 * The go-live checklist: each thing still missing, as the server words it, with a link to the step that fixes
 * it; then the Go live action (the server refuses it with the same list while anything is missing).
 */
export function GoLivePanel({ wizard, canWrite }: { wizard: SetupWizard; canWrite: boolean }) {
  const { t } = useTranslation();
  const goLive = useGoLive();
  const [wentLive, setWentLive] = useState(false);
  const missing = wizard.steps.flatMap((step) => step.missing.map((sentence) => ({ step: step.step, sentence })));

  if (wizard.live) {
    return (
      <div className="staff-wizard__live" role="status">
        <p>{wentLive ? t('staff.wizard.goLive.wentLive') : t('staff.wizard.goLive.isLive')}</p>
        <a href="/">{t('staff.wizard.goLive.openPortal')}</a>
      </div>
    );
  }
  return (
    <div className="staff-wizard__checklist">
      {missing.length ? (
        <>
          <p>{t('staff.wizard.goLive.missingIntro')}</p>
          <ul>
            {missing.map((item) => (
              <li key={item.sentence}>
                <span>{item.sentence}</span>{' '}
                <Link to={`/staff/setup-wizard/${item.step}`}>
                  {t('staff.wizard.goLive.fix', { step: t(`staff.wizard.steps.${item.step}`) })}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('staff.wizard.goLive.ready')}</p>
      )}
      <FormAlert message={goLive.isError ? apiErrorMessage(goLive.error, t('messages.crash')) : null} />
      {canWrite ? (
        <Button loading={goLive.isPending} onClick={() => goLive.mutate(undefined, { onSuccess: () => setWentLive(true) })}>
          {t('staff.wizard.goLive.action')}
        </Button>
      ) : (
        <p className="staff-wizard__note">{t('staff.wizard.readOnly')}</p>
      )}
    </div>
  );
}
