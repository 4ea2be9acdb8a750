import { type AppRoute, route } from './route';

// Screens loaded from this file are public: the service worker precaches them (pwa-precache.ts).

const homePage = () => import('../features/home/components/home-page').then((m) => ({ default: m.HomePage }));
const loginPage = () =>
  import('../features/accounts/components/login-page').then((m) => ({ default: m.LoginPage }));

/** spec 01 §2: public routes. Also the public inventory view, the shared report and legal pages. */
const PUBLIC: AppRoute[] = [
  route('/', 'Home', null, homePage),
  route('/home', 'Home', null, homePage),
  route('/waitlist', 'Join Our Waitlist', null),
  route('/question', 'Questionnaire', null),
  route('/directors', 'Board Of Directors', null),
  route('/monthly-reports-view', 'Monthly Report', null),
  route('/view-inventory/:id', 'View Inventory', null),
  route('/privacy', 'Privacy Policy', null),
  route('/terms', 'Terms and Conditions', null),
];

/** spec 01 §2: the guard table's "Public only (/login etc.)". */
const PUBLIC_ONLY: AppRoute[] = [
  route('/login', 'Login', 'publicOnly', loginPage),
  route('/signup', 'Sign Up', 'publicOnly'),
  route('/otp', 'Verify OTP', 'publicOnly'),
  route('/new-password', 'New Password', 'publicOnly'),
  route('/forgot-password', 'Forgot Password', 'publicOnly'),
];

export const PUBLIC_ROUTES: readonly AppRoute[] = [...PUBLIC, ...PUBLIC_ONLY];
