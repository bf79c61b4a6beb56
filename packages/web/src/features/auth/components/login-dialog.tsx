import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { loginFormSchema, resetRequestFormSchema } from '@clubportal/contract/accounts';
import { isApiError } from '../../../api/api-error';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { CheckCircleIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useSettings, useUploadUrl } from '../../../lib/settings/settings-context';
import { useValidationMessage } from '../../../lib/validation-message';
import { useLogin } from '../api/login';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { loginFailureMessage } from '../rules/login-rules';
import '../../../styles/auth.css';
import { loadWhenOnline } from '../../../lib/load-when-online';

// The registration panel (dynamic form, legal popups) is fetched only when its tab is opened.
const RegisterPanel = lazy(() => loadWhenOnline(() => import('./register-panel')).then((m) => ({ default: m.RegisterPanel })));

type Mode = { name: 'login' | 'register' } | { name: 'reset'; notice?: string } | { name: 'reset-done'; notActivated: boolean };

type Props = {
  open: boolean;
  onClose: () => void;
  /** Called after the session has been stored. */
  onLoggedIn: () => void;
  /** 'register' opens on the Register tab (requestRegister); only when the club has RegisterOn. */
  initialMode?: 'login' | 'register';
};

/**
 * Login popup with its forgot-password mode (spec: login mode -> reset mode -> close state) and, when the
 * club has RegisterOn, a Register tab holding the registration panel.
 */
export function LoginDialog({ open, onClose, onLoggedIn, initialMode = 'login' }: Props) {
  const { t } = useTranslation();
  const { RegisterOn } = useSettings();
  const [mode, setMode] = useState<Mode>({ name: initialMode === 'register' && RegisterOn ? 'register' : 'login' });
  const [email, setEmail] = useState('');

  function close() {
    onClose();
    setMode({ name: 'login' });
  }

  const title = mode.name === 'login' ? t('auth.loginTitle') : mode.name === 'register' ? t('register.title') : t('auth.resetTitle');
  const tabbed = RegisterOn && (mode.name === 'login' || mode.name === 'register');

  const body =
    mode.name === 'login' ? (
      <LoginForm
        defaultEmail={email}
        onLoggedIn={() => {
          setMode({ name: 'login' });
          onLoggedIn();
        }}
        onForgot={(typed, notice) => {
          setEmail(typed);
          setMode({ name: 'reset', notice });
        }}
      />
    ) : mode.name === 'register' ? (
      <Suspense
        fallback={
          <div className="auth-done">
            <Spinner />
          </div>
        }
      >
        <RegisterPanel onClose={close} />
      </Suspense>
    ) : mode.name === 'reset' ? (
      <ResetForm
        defaultEmail={email}
        notice={mode.notice}
        onSent={(notActivated) => setMode({ name: 'reset-done', notActivated })}
        onBack={() => setMode({ name: 'login' })}
      />
    ) : mode.name === 'reset-done' ? (
      <div className="auth-done" role="status">
        <CheckCircleIcon size={40} className="auth-done__icon" />
        <p>{mode.notActivated ? t('auth.resetNotActivated') : t('auth.resetSent')}</p>
        <Button block onClick={close}>
          {t('common.close')}
        </Button>
      </div>
    ) : null;

  return (
    <Dialog open={open} onClose={close} title={title} header={<DialogLogo />} size={mode.name === 'register' ? 'md' : 'sm'}>
      {tabbed ? (
        <AuthTabs active={mode.name === 'register' ? 'register' : 'login'} onChange={(name) => setMode({ name })}>
          {body}
        </AuthTabs>
      ) : (
        body
      )}
    </Dialog>
  );
}

type TabName = 'login' | 'register';
const TAB_NAMES: TabName[] = ['login', 'register'];

/** Log in | Register, as ARIA tabs (arrow keys move between them). */
function AuthTabs({ active, onChange, children }: { active: TabName; onChange: (name: TabName) => void; children: ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  const refs = useRef<Partial<Record<TabName, HTMLButtonElement | null>>>({});
  const labels: Record<TabName, string> = { login: t('auth.loginTitle'), register: t('register.tab') };

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = TAB_NAMES.indexOf(active);
    let next: TabName | undefined;
    if (event.key === 'ArrowRight') next = TAB_NAMES[(index + 1) % TAB_NAMES.length];
    else if (event.key === 'ArrowLeft') next = TAB_NAMES[(index - 1 + TAB_NAMES.length) % TAB_NAMES.length];
    else if (event.key === 'Home') next = TAB_NAMES[0];
    else if (event.key === 'End') next = TAB_NAMES[TAB_NAMES.length - 1];
    if (!next) return;
    event.preventDefault();
    onChange(next);
    refs.current[next]?.focus();
  }

  return (
    <>
      <div className="auth-tabs" role="tablist" aria-label={t('register.tabsLabel')}>
        {TAB_NAMES.map((name) => (
          <button
            key={name}
            ref={(el) => {
              refs.current[name] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-${name}-tab`}
            className="auth-tabs__tab"
            aria-selected={active === name}
            aria-controls={`${id}-panel`}
            tabIndex={active === name ? 0 : -1}
            onClick={() => onChange(name)}
            onKeyDown={onKeyDown}
          >
            {labels[name]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${active}-tab`}>
        {children}
      </div>
    </>
  );
}

function DialogLogo() {
  const settings = useSettings();
  const upload = useUploadUrl();
  if (!settings.Mainlogo) return null;
  return <img className="dialog__logo" src={upload(settings.Mainlogo)} alt="" height={48} />;
}

function LoginForm({
  defaultEmail,
  onLoggedIn,
  onForgot,
}: {
  defaultEmail: string;
  onLoggedIn: () => void;
  onForgot: (email: string, notice?: string) => void;
}) {
  const { t } = useTranslation();
  const word = useValidationMessage();
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginFormSchema), defaultValues: { email: defaultEmail, password: '' } });

  const submit = handleSubmit(async ({ email, password }) => {
    try {
      await loginMutation.mutateAsync({ email, password });
      onLoggedIn();
    } catch (error) {
      if (isApiError(error) && error.redirect) {
        onForgot(email, error.errorMsg || undefined);
        return;
      }
      const answered = isApiError(error) && error.kind === 'http' && error.status < 500;
      setError('root', {
        message: answered ? loginFailureMessage(error.errorMsg, t, word) : t('messages.crash'),
      });
      // A wrong password: the member types it again, so the focus goes back to it, selected.
      if (answered) setFocus('password', { shouldSelect: true });
    }
  });

  return (
    <form className="form" onSubmit={submit} noValidate>
      <Field id="login-email" label={t('auth.email')} error={errors.email?.message}>
        {(control) => <input type="email" autoComplete="username" inputMode="email" {...control} {...register('email')} />}
      </Field>
      <Field id="login-password" label={t('auth.password')} error={errors.password?.message}>
        {(control) => <input type="password" autoComplete="current-password" {...control} {...register('password')} />}
      </Field>
      <FormAlert message={errors.root?.message} />
      <Button type="submit" block loading={loginMutation.isPending}>
        {t('auth.loginButton')}
      </Button>
      <button type="button" className="link-button" onClick={() => onForgot(getValues('email').trim())}>
        {t('auth.forgotPassword')}
      </button>
    </form>
  );
}

function ResetForm({
  defaultEmail,
  notice,
  onSent,
  onBack,
}: {
  defaultEmail: string;
  notice?: string;
  onSent: (notActivated: boolean) => void;
  onBack: () => void;
}) {
  const { t, i18n } = useTranslation();
  const resetMutation = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(resetRequestFormSchema), defaultValues: { email: defaultEmail } });

  const submit = handleSubmit(async ({ email }) => {
    try {
      const result = await resetMutation.mutateAsync({ email, language: i18n.language });
      onSent(result.notActivated);
    } catch (error) {
      const message = isApiError(error) && error.kind === 'http' && error.errorMsg ? error.errorMsg : t('messages.crash');
      setError('root', { message });
    }
  });

  return (
    <form className="form" onSubmit={submit} noValidate>
      {notice ? (
        <p className="form__notice" role="status">
          {notice}
        </p>
      ) : null}
      <p className="form__intro">{t('auth.resetIntro')}</p>
      <Field id="reset-email" label={t('auth.email')} error={errors.email?.message}>
        {(control) => <input type="email" autoComplete="email" inputMode="email" {...control} {...register('email')} />}
      </Field>
      <FormAlert message={errors.root?.message} />
      <Button type="submit" block loading={resetMutation.isPending}>
        {t('auth.resetButton')}
      </Button>
      <button type="button" className="link-button" onClick={onBack}>
        {t('auth.backToLogin')}
      </button>
    </form>
  );
}
