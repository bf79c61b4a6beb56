import { FormAlert } from '../../../components/ui/form-alert';
import { CheckCircleIcon } from '../../../components/ui/icons';

export type Outcome = { ok: true; text: string } | { ok: false; text: string } | null;

/** Outcome of a save: the spec's success text, or the server's message in the form's alert line. */
export function SaveOutcome({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return outcome.ok ? (
    <p className="account-outcome account-outcome--ok" role="status">
      <CheckCircleIcon size={20} />
      <span>{outcome.text}</span>
    </p>
  ) : (
    <FormAlert message={outcome.text} />
  );
}
