import type { Role } from "@/lib/db/console-schema";

type Override = { id: number; email: string; role: Role; ssoRole: Role | null };

// Roles an admin set by hand over the provider's; shown as overrides because the provider wins at the next
// SSO sign-in (README, "Single sign-on").
export function RoleOverrides({ overrides }: { overrides: Override[] }) {
  return (
    <section aria-labelledby="sso-overrides" className="rounded-xl border bg-card p-6">
      <h2 id="sso-overrides" className="text-lg font-semibold">
        Role overrides
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        Single sign-on users whose role was changed in the console. The identity provider is the source of
        truth: each override lasts until that user&apos;s next SSO sign-in.
      </p>
      {overrides.length === 0 ? (
        <p className="mt-4 text-sm">None.</p>
      ) : (
        <table className="mt-4 w-full text-left text-sm">
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-1 pr-4 font-medium">
                User
              </th>
              <th scope="col" className="py-1 pr-4 font-medium">
                Role (override)
              </th>
              <th scope="col" className="py-1 font-medium">
                Provider&apos;s role
              </th>
            </tr>
          </thead>
          <tbody>
            {overrides.map((o) => (
              <tr key={o.id} className="border-b last:border-0">
                <td className="py-1 pr-4 break-all">{o.email}</td>
                <td className="py-1 pr-4">{o.role}</td>
                <td className="py-1">{o.ssoRole}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
