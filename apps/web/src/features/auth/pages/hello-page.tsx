import type { RegisterStatus } from '@crewcall/contract';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthCard } from '@/features/auth/components/auth-card';
import { EmailStep } from '@/features/auth/components/email-step';
import type { RegisterState } from '@/features/auth/components/register-step';
import { useSite } from '@/lib/site/site-context';
import { safeNextPath } from '@/lib/navigation';

/*
 * The first visit shows the email step only: the other steps (password fields, phone
 * input) load after it, while the person types their email, not with the first page.
 */
const loadLoginStep = () => import('@/features/auth/components/login-step');
const loadRegisterStep = () => import('@/features/auth/components/register-step');
const loadSetPasswordStep = () => import('@/features/auth/components/set-password-step');
const LoginStep = lazy(() => loadLoginStep().then((m) => ({ default: m.LoginStep })));
const RegisterStep = lazy(() => loadRegisterStep().then((m) => ({ default: m.RegisterStep })));
const SetPasswordStep = lazy(() =>
  loadSetPasswordStep().then((m) => ({ default: m.SetPasswordStep })),
);

function usePreloadedSteps(): void {
  useEffect(() => {
    const preload = () => {
      for (const load of [loadLoginStep, loadRegisterStep, loadSetPasswordStep]) {
        void load().catch(() => undefined);
      }
    };
    const timer = window.setTimeout(preload, 0);
    return () => window.clearTimeout(timer);
  }, []);
}

interface HelloState {
  email?: string;
  status?: RegisterStatus;
  /** The check's `next`: the club has this person, without a login yet. */
  next?: 'set-password';
}

type Step =
  | { kind: 'email' }
  | { kind: 'login'; email: string }
  | { kind: 'register'; email: string; state: RegisterState }
  | { kind: 'set-password'; email: string };

/** Which step `/hello`, `/login` and `/register` show, given what the email check said. */
export function stepFor(pathname: string, state: HelloState | null): Step {
  if (state?.email && pathname === '/login') return { kind: 'login', email: state.email };
  if (state?.email && pathname === '/register' && state.next === 'set-password') {
    return { kind: 'set-password', email: state.email };
  }
  if (
    state?.email &&
    pathname === '/register' &&
    (state.status === 'details-required' || state.status === 'account-required')
  ) {
    return { kind: 'register', email: state.email, state: state.status };
  }
  return { kind: 'email' };
}

/** /hello, /login and /register: one screen in three steps (spec section 2). */
export default function HelloPage() {
  const site = useSite();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const state = location.state as HelloState | null;
  const step = stepFor(location.pathname, state);
  const query = searchParams.toString() ? `?${searchParams.toString()}` : '';

  usePreloadedSteps();

  const toEmailStep = () => navigate(`/hello${query}`, { state: { email: state?.email } });

  if (step.kind === 'login') {
    return (
      <AuthCard
        title="Login"
        description={`Welcome back to ${site.name}. Enter your password to continue.`}
      >
        <Suspense fallback={null}>
          <LoginStep
            email={step.email}
            onChangeEmail={toEmailStep}
            onLoggedIn={() =>
              navigate(safeNextPath(searchParams.get('next')) ?? '/dashboard', { replace: true })
            }
            onResetRequested={() => navigate('/password/reset/')}
          />
        </Suspense>
      </AuthCard>
    );
  }

  if (step.kind === 'set-password') {
    return (
      <AuthCard title="Set your password">
        <Suspense fallback={null}>
          <SetPasswordStep
            email={step.email}
            siteName={site.name}
            onChangeEmail={toEmailStep}
            onSent={() => navigate('/password/reset/', { state: { setPassword: true } })}
          />
        </Suspense>
      </AuthCard>
    );
  }

  if (step.kind === 'register') {
    const joining = step.state === 'details-required';
    return (
      <AuthCard
        title={joining ? `Join ${site.name}` : 'Register'}
        description={
          joining
            ? 'You already have an account with another club on this service. Confirm its password and add your details to join this club.'
            : `Create your account for ${site.name}. Site staff approve new accounts before you can log in.`
        }
      >
        <Suspense fallback={null}>
          <RegisterStep
            key={step.state}
            email={step.email}
            state={step.state}
            onChangeEmail={toEmailStep}
            onRegistered={() => navigate('/register/complete', { replace: true })}
          />
        </Suspense>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={`Welcome to ${site.name}`} description="Please enter your email to continue">
      <EmailStep
        initialEmail={state?.email ?? ''}
        onChecked={(email, { status, next }) =>
          status === 'login-required'
            ? navigate(`/login${query}`, { state: { email } })
            : navigate(`/register${query}`, { state: { email, status, next } })
        }
      />
    </AuthCard>
  );
}
