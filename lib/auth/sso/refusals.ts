// Why a single sign-on was refused, as /sign-in/refused?reason=<code> explains it to the person.
export const SSO_REFUSALS = {
  "missing-claim": "Your identity provider sent no role claim the console reads",
  "no-match": "None of the values of your role claim is mapped to a console role",
  "email-unverified": "A console user has this email, and your provider does not say the email is verified",
  "email-linked-elsewhere": "This email already belongs to a console user signed in through another identity",
  "no-email": "Your identity provider sent no email address",
  disabled: "Your console user is disabled",
  throttled: "Too many refused sign-ins from here; try again later",
} as const;

export type SsoRefusal = keyof typeof SSO_REFUSALS;

export const refusalText = (code: string | undefined): string | undefined =>
  code && Object.hasOwn(SSO_REFUSALS, code) ? SSO_REFUSALS[code as SsoRefusal] : undefined;

export const refusedPath = (code: SsoRefusal) => `/sign-in/refused?reason=${code}`;
