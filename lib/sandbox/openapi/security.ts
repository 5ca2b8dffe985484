import { entityScopes, scopes, type EntityType, type Operation } from "@/lib/partner-api/contract";

export const SECURITY_SCHEME = "oauth2";

const levels: Record<string, string> = { read: "Read", write: "Create and change", admin: "Delete" };
const describeScope = (s: string) => {
  const [level = "", area = ""] = s.split(":");
  return `${levels[level] ?? level} ${area.replace(/-/g, " ")}`;
};

export function securityScheme(tokenUrl: string) {
  return {
    type: "oauth2",
    description:
      "OAuth 2.0 client credentials. The token request also needs `audience` (see the introduction).",
    flows: {
      clientCredentials: { tokenUrl, scopes: Object.fromEntries(scopes.map((s) => [s, describeScope(s)])) },
    },
  };
}

// The scopes an operation lists in `security`. Entity-scoped operations depend on the request, so they list
// none (a token is still required) and the description names the scope per entity type.
export function operationScopes(op: Operation): string[] {
  return "scopes" in op.auth ? [...op.auth.scopes] : [];
}

export function authSentence(op: Operation): string {
  const auth = op.auth;
  if ("scopes" in auth)
    return `Needs the scope${auth.scopes.length > 1 ? "s" : ""} ${auth.scopes.map((s) => `\`${s}\``).join(" and ")}.`;
  if ("anyToken" in auth) return "Needs a valid token; no named scope.";
  const perType = (Object.keys(entityScopes) as EntityType[])
    .map((t) => `${t} → \`${entityScopes[t][auth.entityScope]}\``)
    .join(", ");
  return `Needs the ${auth.entityScope} scope of the entity type named in the request: ${perType}; without it the answer is 403.`;
}
