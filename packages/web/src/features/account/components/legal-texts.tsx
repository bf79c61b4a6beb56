import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalTextKey } from '@clubportal/contract/settings';
import { LEGAL_TITLES, LegalText } from '../../../components/legal/legal-text';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/** The four legal popups of the account page; "legal terms" is the waiver text. */
const TEXTS: Array<{ key: LegalTextKey; label: string }> = [
  { key: 'generalConditions', label: LEGAL_TITLES.generalConditions },
  { key: 'waiver', label: LEGAL_TITLES.waiver },
  { key: 'privacyPolicyFull', label: LEGAL_TITLES.privacyPolicyFull },
  { key: 'cookiesPolicy', label: LEGAL_TITLES.cookiesPolicy },
];

export function LegalTexts() {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState<LegalTextKey | null>(null);
  const current = TEXTS.find((text) => text.key === open);

  return (
    <section className="account-legal" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="account-legal__title">
        {t('account.legalTitle')}
      </h2>
      <p className="account-legal__intro">{t('account.legalIntro')}</p>
      <div className="account-legal__links">
        {TEXTS.map((text) => (
          <Button key={text.key} variant="secondary" className="btn--sm" aria-haspopup="dialog" onClick={() => setOpen(text.key)}>
            {t(text.label)}
          </Button>
        ))}
      </div>
      <Dialog open={current !== undefined} title={current ? t(current.label) : ''} onClose={() => setOpen(null)} size="md">
        {open ? <LegalText textKey={open} className="prose prose--plain" /> : null}
      </Dialog>
    </section>
  );
}
