import { useTranslation } from 'react-i18next';
import { fullName } from '../rules/sign-up-who';

type Props = {
  candidates: Array<{ id: number; name: string; surname: string }>;
  value: number;
  onChange: (id: number) => void;
};

/** "Who is signing up?": the member and their activated children (rules/sign-up-who.ts says who and who first). */
export function SignUpWho({ candidates, value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div className="field sign-up-who">
      <label htmlFor="sign-up-who">{t('activities.who')}</label>
      <select id="sign-up-who" value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {candidates.map((p) => (
          <option key={p.id} value={p.id}>
            {fullName(p)}
          </option>
        ))}
      </select>
    </div>
  );
}
