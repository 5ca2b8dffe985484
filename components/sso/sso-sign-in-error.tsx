// What next-auth's `?error=` on /sign-in means for single sign-on, in words (its codes are not for people).
const MESSAGES: Record<string, string> = {
  OAuthSignin: "Single sign-on could not start: the identity provider could not be reached.",
  OAuthCallback: "Single sign-on failed: the identity provider's answer could not be verified.",
  Callback: "Single sign-on failed: the identity provider's answer could not be verified.",
  AccessDenied: "Single sign-on was refused.",
  OAuthAccountNotLinked: "Single sign-on was refused.",
};

export function SsoSignInError({ error }: { error: string | undefined }) {
  const message = error && Object.hasOwn(MESSAGES, error) ? MESSAGES[error] : undefined;
  if (!message) return null;
  return (
    <p role="alert" className="mt-4 text-sm font-medium text-destructive">
      {message}
    </p>
  );
}
