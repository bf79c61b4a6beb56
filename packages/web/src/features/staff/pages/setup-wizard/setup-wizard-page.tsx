import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { WIZARD_STEPS, type SetupWizard, type WizardStep } from '@clubportal/contract/staff-wizard';
import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/error-message';
import '../../../../styles/staff-wizard.css';
import { useSetupWizard } from '../../api/setup-wizard';
import { StaffLoading } from '../../components/console-shell';
import { useCan } from '../../components/staff-me';
import { FeaturesStep, LanguagesStep, PaymentsStep, RegionStep } from './choice-steps';
import { CourtsStep } from './courts-step';
import { GoLivePanel } from './go-live-panel';
import { IdentityStep } from './identity-step';
import { LegalStep } from './legal-step';
import type { StepProps } from './step-form';

const FORMS = {
  identity: IdentityStep,
  languages: LanguagesStep,
  region: RegionStep,
  features: FeaturesStep,
  legal: LegalStep,
  payments: PaymentsStep,
  courts: CourtsStep,
} satisfies Record<WizardStep, (props: StepProps) => React.ReactNode>;

const isStep = (value: string | undefined): value is WizardStep => WIZARD_STEPS.includes(value as WizardStep);

/**
 * /staff/setup-wizard (`settings.read`; saving needs `settings.write`): the go-live wizard. A stepper of the
 * seven steps and the checklist, each a URL of its own; what each step holds is read from the server every
 * time, so a reload, another tablet or a colleague sees the saved answers.
 */
export function SetupWizardPage() {
  const { t } = useTranslation();
  const wizard = useSetupWizard();
  return (
    <section className="staff-page staff-wizard" aria-labelledby="staff-wizard-title">
      <h1 id="staff-wizard-title">{t('staff.sections.setup')}</h1>
      {wizard.isPending ? <StaffLoading /> : null}
      <FormAlert message={wizard.isError ? apiErrorMessage(wizard.error, t('messages.crash')) : null} />
      {wizard.data ? (
        <div className="staff-wizard__layout">
          <Stepper wizard={wizard.data} />
          <Routes>
            <Route index element={<Navigate to={firstToDo(wizard.data)} replace />} />
            <Route path="go-live" element={<GoLiveStep wizard={wizard.data} />} />
            <Route path=":step" element={<StepPanel wizard={wizard.data} />} />
          </Routes>
        </div>
      ) : null}
    </section>
  );
}

/** Where the wizard resumes: the first step not saved yet, else the checklist. */
const firstToDo = (wizard: SetupWizard) => wizard.steps.find((s) => s.savedAt === null && s.missing.length > 0)?.step ?? 'go-live';

function Stepper({ wizard }: { wizard: SetupWizard }) {
  const { t } = useTranslation();
  return (
    <nav className="staff-wizard__stepper" aria-label={t('staff.wizard.stepsLabel')}>
      <ol>
        {wizard.steps.map((step, i) => {
          // Saved, missing something, or not saved though nothing is required (starting values to look at).
          const state = step.missing.length ? 'todo' : step.savedAt ? 'done' : 'review';
          return (
            <li key={step.step} className={`staff-wizard__step staff-wizard__step--${state}`}>
              <NavLink to={`/staff/setup-wizard/${step.step}`}>
                <span className="staff-wizard__number" aria-hidden="true">
                  {i + 1}
                </span>
                <span className="staff-wizard__step-name">{t(`staff.wizard.steps.${step.step}`)}</span>
                <span className="staff-wizard__state">{t(`staff.wizard.state.${state}`)}</span>
              </NavLink>
            </li>
          );
        })}
        <li className="staff-wizard__step">
          <NavLink to="/staff/setup-wizard/go-live">
            <span className="staff-wizard__number" aria-hidden="true">
              ✓
            </span>
            <span className="staff-wizard__step-name">{t('staff.wizard.steps.goLive')}</span>
          </NavLink>
        </li>
      </ol>
    </nav>
  );
}

function StepPanel({ wizard }: { wizard: SetupWizard }) {
  const { t } = useTranslation();
  const { step: name } = useParams();
  const navigate = useNavigate();
  const { state } = useLocation() as { state: { saved?: WizardStep } | null };
  const canWrite = useCan('settings.write');
  if (!isStep(name)) return <Navigate to="/staff/setup-wizard" replace />;
  const step = wizard.steps.find((s) => s.step === name)!;
  const index = WIZARD_STEPS.indexOf(name);
  const Form = FORMS[name];
  const next = WIZARD_STEPS[index + 1] ?? 'go-live';
  return (
    <div className="staff-wizard__panel">
      <Saved step={state?.saved} />
      <h2>{t('staff.wizard.stepOf', { number: index + 1, total: WIZARD_STEPS.length, name: t(`staff.wizard.steps.${name}`) })}</h2>
      <p>{t(`staff.wizard.intro.${name}`)}</p>
      {step.missing.length ? (
        <ul className="staff-wizard__missing">
          {step.missing.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      ) : null}
      <Form
        // A new copy of the saved values (after a save, or a colleague's) starts the form again from them.
        key={`${name}-${step.savedAt ?? 'new'}`}
        wizard={wizard}
        values={step.values}
        readOnly={!canWrite}
        onSaved={() => void navigate(`/staff/setup-wizard/${next}`, { state: { saved: name } })}
      />
    </div>
  );
}

function GoLiveStep({ wizard }: { wizard: SetupWizard }) {
  const { t } = useTranslation();
  const { state } = useLocation() as { state: { saved?: WizardStep } | null };
  const canWrite = useCan('settings.write');
  return (
    <div className="staff-wizard__panel">
      <Saved step={state?.saved} />
      <h2>{t('staff.wizard.steps.goLive')}</h2>
      <GoLivePanel wizard={wizard} canWrite={canWrite} />
    </div>
  );
}

/** Says which step was just saved (the page moved on to the next one). */
function Saved({ step }: { step: WizardStep | undefined }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="staff-outcome">
      {step ? <p className="form__notice">{t('staff.wizard.saved', { step: t(`staff.wizard.steps.${step}`) })}</p> : null}
    </div>
  );
}
