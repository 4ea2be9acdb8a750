import { type AppRoute, route } from './route';

// Screens loaded from this file are public: the service worker precaches them (pwa-precache.ts).

const homePage = () => import('../features/home/components/home-page').then((m) => ({ default: m.HomePage }));
const loginPage = () =>
  import('../features/accounts/components/login-page').then((m) => ({ default: m.LoginPage }));

/** spec 01 §2: public routes. Also the public inventory view, the shared report and legal pages. */
const PUBLIC: AppRoute[] = [
  route('/', 'Home', null, homePage),
  route('/home', 'Home', null, homePage),
  route('/waitlist', 'Join Our Waitlist', null, () =>
    import('../features/public-site/components/wait-list-page').then((m) => ({ default: m.WaitListPage })),
  ),
  route('/question', 'Questionnaire', null, () =>
    import('../features/public-site/components/question-page').then((m) => ({ default: m.QuestionPage })),
  ),
  route('/directors', 'Board Of Directors', null, () =>
    import('../features/public-site/components/directors-page').then((m) => ({ default: m.DirectorsPage })),
  ),
  route('/monthly-reports-view', 'Monthly Report', null, () =>
    import('../features/reports/components/shared-report-page').then((m) => ({
      default: m.SharedReportPage,
    })),
  ),
  route('/view-inventory/:id', 'View Inventory', null, () =>
    import('../features/inventory/components/view-inventory-page').then((m) => ({
      default: m.ViewInventoryPage,
    })),
  ),
  route('/privacy', 'Privacy Policy', null, () =>
    import('../features/public-site/components/legal-page').then((m) => ({ default: m.PrivacyPage })),
  ),
  route('/terms', 'Terms of Service', null, () =>
    import('../features/public-site/components/legal-page').then((m) => ({ default: m.TermsPage })),
  ),
];

/** spec 01 §2: the guard table's "Public only (/login etc.)". */
const PUBLIC_ONLY: AppRoute[] = [
  route('/login', 'Login', 'publicOnly', loginPage),
  route('/signup', 'Sign Up', 'publicOnly', () =>
    import('../features/accounts/components/signup-page').then((m) => ({ default: m.SignupPage })),
  ),
  route('/otp', 'Verify OTP', 'publicOnly', () =>
    import('../features/accounts/components/otp-page').then((m) => ({ default: m.OtpPage })),
  ),
  route('/new-password', 'New Password', 'publicOnly', () =>
    import('../features/accounts/components/new-password-page').then((m) => ({ default: m.NewPasswordPage })),
  ),
  route('/forgot-password', 'Forgot Password', 'publicOnly', () =>
    import('../features/accounts/components/forgot-password-page').then((m) => ({
      default: m.ForgotPasswordPage,
    })),
  ),
];

export const PUBLIC_ROUTES: readonly AppRoute[] = [...PUBLIC, ...PUBLIC_ONLY];
