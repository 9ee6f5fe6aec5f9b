import type { AppRoute } from '@/app/route-types';

/**
 * The routes a logged-out visitor can reach (auth `none`): hello, login and register,
 * password reset, privacy, the error pages, the public calendar and its events' pages. These rows are in the
 * first page's bundle; every other row is in app/routes.ts, which loads lazily, so new
 * member and admin screens do not grow what `/hello` downloads. A new public page goes here.
 */
export const PUBLIC_ROUTES: readonly AppRoute[] = [
  {
    name: 'hello',
    path: '/hello',
    title: 'Hello',
    auth: 'none',
    guestOnly: true,
    component: () => import('@/features/auth/pages/hello-page'),
  },
  {
    name: 'login',
    path: '/login',
    title: 'Login',
    auth: 'none',
    guestOnly: true,
    component: () => import('@/features/auth/pages/hello-page'),
  },
  {
    name: 'register',
    path: '/register',
    title: 'Register',
    auth: 'none',
    guestOnly: true,
    component: () => import('@/features/auth/pages/hello-page'),
  },
  {
    name: 'register.complete',
    path: '/register/complete',
    title: 'Registration Complete',
    auth: 'none',
    component: () => import('@/features/auth/pages/register-complete-page'),
  },
  {
    name: 'password.reset.requested',
    path: '/password/reset/',
    title: 'Password Reset',
    auth: 'none',
    component: () => import('@/features/auth/pages/reset-requested-page'),
  },
  {
    name: 'password.reset',
    path: '/password/reset/:token',
    title: 'Reset Password',
    auth: 'none',
    params: { token: 'token' },
    component: () => import('@/features/auth/pages/reset-password-page'),
  },
  {
    name: 'forgot.reset',
    path: '/forgot/reset/:token',
    title: 'Reset Password',
    auth: 'none',
    params: { token: 'token' },
    component: () => import('@/features/auth/pages/reset-password-page'),
  },
  {
    name: 'terms',
    path: '/privacy',
    title: 'Privacy and Terms',
    auth: 'none',
    component: () => import('@/features/legal/pages/privacy-page'),
  },
  {
    name: '403',
    path: '/403',
    title: 'Not Authorized',
    auth: 'none',
    component: () => import('@/shell/error-pages/forbidden-page'),
  },
  {
    name: '404',
    path: '/404',
    title: 'Page not found',
    auth: 'none',
    component: () => import('@/shell/error-pages/not-found-page'),
  },
  {
    name: '429',
    path: '/429',
    title: 'Request Throttled',
    auth: 'none',
    component: () => import('@/shell/error-pages/throttled-page'),
  },
  {
    name: '500',
    path: '/500',
    title: 'Server Error',
    auth: 'none',
    component: () => import('@/shell/error-pages/server-error-page'),
  },
  {
    name: 'events.public',
    path: '/events/public',
    title: 'Calendar',
    auth: 'none',
    component: () =>
      import('@/features/events/event-pages').then((m) => m.eventPages.publicCalendar()),
  },
  {
    name: 'events.public.event',
    path: '/events/public/:pk',
    title: 'Event',
    auth: 'none',
    params: { pk: 'pk' },
    component: () =>
      import('@/features/events/event-pages').then((m) => m.eventPages.publicEvent()),
  },
  {
    // The link in every club email: a person's email switches, by their uid, no login.
    name: 'profile.emailsettings',
    path: '/profile/emails/:uid?',
    title: 'Email Settings',
    auth: 'none',
    params: { uid: 'token' },
    component: () => import('@/features/email-settings/pages/email-settings-page'),
  },
  {
    // A shift reminder's links (issue 25): a duty's answer, by its token, no login.
    name: 'duty.confirm',
    path: '/duty/confirm/:token',
    title: 'Confirm your duty',
    auth: 'none',
    params: { token: 'token' },
    component: () => import('@/features/duty-confirmation/pages/confirm-duty-page'),
  },
  {
    name: 'duty.cant_make_it',
    path: '/duty/cant-make-it/:token',
    title: "Can't make it",
    auth: 'none',
    params: { token: 'token' },
    component: () => import('@/features/duty-confirmation/pages/cant-make-it-page'),
  },
  {
    // An offered shift's one-click accept link (issue 25): the token is the recipient's proof.
    name: 'offers.accept',
    path: '/offers/accept/:token',
    title: 'Take a shift',
    auth: 'none',
    params: { token: 'token' },
    component: () => import('@/features/offers/pages/accept-offer-page'),
  },
  {
    // The club's sign-in tablet: no login, its own secret (set on /kiosks) in local storage.
    name: 'kiosk',
    path: '/kiosk/',
    title: 'Kiosk',
    auth: 'none',
    framed: true,
    component: () => import('@/features/kiosk/pages/kiosk-page'),
  },
];

/** Where `/` goes. */
export const HOME_PATH = '/dashboard';
