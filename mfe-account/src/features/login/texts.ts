/**
 * CHOICE texts: spec 2 §8 says the login messages shown to users are "not shown", so these are ours, keyed by the
 * next-auth error codes the page can receive in `?error=`.
 */
export const LOGIN_TEXTS = {
  title: 'Sign in',
  loading: 'Loading...',
  alreadySignedIn: 'You are signed in as',
  dashboard: 'Account Dashboard',
  signInHeading: 'Returning customers',
  signUpHeading: 'New customers',
  email: 'Email',
  password: 'Password',
  firstName: 'First name',
  lastName: 'Last name',
  signIn: 'Sign In',
  createAccount: 'Create Account',
  checkEmail: 'Check your email.',
  checkEmailDetail: (email: string) =>
    `We sent a message to ${email}. Open the link in it to finish creating your account; it works for 24 hours.`,
  useAnotherEmail: 'Use another email',
  confirming: 'Creating your account...',
  secondFactorHeading: 'Enter your code',
  codeInvalid: (digits: number) => `A code is ${digits} digits.`,
  continue: 'Continue',
  signInAgain: 'Sign in with another account',
  errors: {
    SessionRequired: 'Please sign in to see that page.',
    CredentialsSignin: 'Invalid email or password.',
  } as Readonly<Record<string, string>>,
} as const;
