import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SignUpWho } from './sign-up-who';

type Person = { id: number; name: string; surname: string };

type Props = {
  candidates: Person[];
  initialWho: number;
  busy: boolean;
  onClose: () => void;
  onConfirm: (who: Person) => void;
};

/** A parent signing up for an activity without a custom form chooses who it is for before the sign-up is sent. */
export function SignUpWhoDialog({ candidates, initialWho, busy, onClose, onConfirm }: Props) {
  const { t } = useTranslation();
  const [who, setWho] = useState(initialWho);
  const person = candidates.find((p) => p.id === who);
  return (
    <Dialog open title={t('activities.signUp')} onClose={busy ? () => {} : onClose}>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (person && !busy) onConfirm(person);
        }}
      >
        <SignUpWho candidates={candidates} value={who} onChange={setWho} />
        <Button type="submit" block loading={busy}>
          {t('activities.signUp')}
        </Button>
      </form>
    </Dialog>
  );
}
