import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalTextKey } from '@clubportal/contract/settings';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/spinner';
import { sanitizeHtml } from '../../../lib/sanitize';
import { useLegalSettings } from '../../../lib/settings/get-legal-settings';

/** The four legal popups of the account page; "legal terms" is the waiver text. */
const TEXTS: Array<{ key: LegalTextKey; label: string }> = [
  { key: 'generalConditions', label: 'legal.generalConditions' },
  { key: 'waiver', label: 'legal.waiver' },
  { key: 'privacyPolicyFull', label: 'legal.privacy' },
  { key: 'cookiesPolicy', label: 'legal.cookies' },
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
        {open ? <LegalText textKey={open} /> : null}
      </Dialog>
    </section>
  );
}

function LegalText({ textKey }: { textKey: LegalTextKey }) {
  const { t } = useTranslation();
  const { data, isPending, error } = useLegalSettings();
  const html = useMemo(() => (data ? sanitizeHtml(data[textKey]) : ''), [data, textKey]);
  if (isPending) {
    return (
      <div aria-busy="true">
        <Skeleton className="skeleton--line" />
        <Skeleton className="skeleton--line skeleton--w80" />
        <Skeleton className="skeleton--line" />
        <Skeleton className="skeleton--line skeleton--w40" />
      </div>
    );
  }
  if (error) return <p role="alert">{t('messages.crash')}</p>;
  if (!html.trim()) return <p>{t('legal.empty')}</p>;
  return <div className="prose prose--plain" dangerouslySetInnerHTML={{ __html: html }} />;
}
