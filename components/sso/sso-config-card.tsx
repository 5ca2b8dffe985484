import type { SsoPublicConfig } from "@/lib/auth/sso/config";

// The configuration as the environment set it; the client secret is never passed here.
export function SsoConfigCard({ config }: { config: SsoPublicConfig | undefined }) {
  if (!config)
    return (
      <section aria-labelledby="sso-config" className="rounded-xl border bg-card p-6">
        <h2 id="sso-config" className="text-lg font-semibold">
          Configuration
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">
          Single sign-on is not configured. Set <code>OIDC_ISSUER</code>, <code>OIDC_CLIENT_ID</code>,{" "}
          <code>OIDC_CLIENT_SECRET</code> and <code>OIDC_ROLE_MAP</code> and restart the console (README,
          “Single sign-on”).
        </p>
      </section>
    );
  const rows: [string, string][] = [
    ["Name on the sign-in page", config.name],
    ["Issuer", config.issuer],
    ["Client id", config.clientId],
    ["Scopes", config.scope],
    ["Role claim", config.claimPath.join(".")],
  ];
  return (
    <section aria-labelledby="sso-config" className="rounded-xl border bg-card p-6">
      <h2 id="sso-config" className="text-lg font-semibold">
        Configuration
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-muted-foreground">{k}</dt>
            <dd className="break-all font-mono">{v}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-6 text-sm font-semibold">Role mapping (the highest role wins)</h3>
      <table className="mt-2 w-full text-left text-sm">
        <thead>
          <tr className="border-b">
            <th scope="col" className="py-1 pr-4 font-medium">
              Claim value
            </th>
            <th scope="col" className="py-1 font-medium">
              Role
            </th>
          </tr>
        </thead>
        <tbody>
          {config.rules.map((r) => (
            <tr key={`${r.role}=${r.value}`} className="border-b last:border-0">
              <td className="py-1 pr-4 font-mono break-all">{r.value}</td>
              <td className="py-1">{r.role}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
