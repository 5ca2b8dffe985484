import "server-only";
import { eq } from "drizzle-orm";
import { clientAddress } from "@/lib/http/client-address";
import { scopes as knownScopes, type Scope } from "@/lib/partner-api/contract";
import { BodyTooLargeError, readText } from "@/lib/http/read-body";
import { logger } from "@/lib/logger";
import { sandboxConfig } from "../core/config";
import { sdb, schema } from "../core/db";
import { secretMatches } from "./clients";
import { recordTokenFailure, tokenRefusalMs, tokenThrottleKeys, type TokenThrottleKeys } from "./throttle";
import { issueToken } from "./tokens";
import { recordRequest } from "../inspect/inspector-buffer";
import { REDACTED } from "../inspect/inspector-redact";
import { requestIdOf } from "@/lib/tracing";

type OAuthErrorCode =
  "invalid_request" | "invalid_client" | "invalid_scope" | "unsupported_grant_type" | "rate_limited";

const noStore = { "Cache-Control": "no-store", Pragma: "no-cache" };

// A token request is a few short form fields; anything larger is refused before it is buffered.
const MAX_TOKEN_REQUEST_BYTES = 16_384;

function oauthError(
  code: OAuthErrorCode,
  description: string,
  status = code === "invalid_client" ? 401 : 400,
  extra: Record<string, string> = {},
): Response {
  const headers: Record<string, string> = { ...noStore, ...extra };
  if (status === 401) headers["WWW-Authenticate"] = 'Basic realm="sandbox"';
  return Response.json({ error: code, error_description: description }, { status, headers });
}

// Client authentication per RFC 6749 2.3.1: HTTP Basic, or client_id/client_secret in the form.
function clientCredentials(req: Request, form: URLSearchParams): { id?: string; secret?: string } {
  const basic = req.headers.get("authorization")?.match(/^Basic\s+(.+)$/i)?.[1];
  if (basic) {
    const [id, secret] = Buffer.from(basic, "base64").toString("utf8").split(":");
    return { id: id && safeDecode(id), secret: secret && safeDecode(secret) };
  }
  return { id: form.get("client_id") ?? undefined, secret: form.get("client_secret") ?? undefined };
}

// A malformed escape cannot name a client: treat it as no credentials rather than failing.
function safeDecode(v: string): string | undefined {
  try {
    return decodeURIComponent(v);
  } catch {
    return undefined;
  }
}

// Any other method: the same error form as every token error, with the one method the endpoint has.
export async function tokenMethodNotAllowed(req: Request): Promise<Response> {
  return oauthError("invalid_request", `${req.method} is not allowed; request a token with POST`, 405, {
    Allow: "POST",
  });
}

export async function tokenEndpoint(req: Request): Promise<Response> {
  const type = req.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("application/x-www-form-urlencoded"))
    return oauthError("invalid_request", "the token request must be application/x-www-form-urlencoded");
  let raw: string;
  try {
    raw = await readText(req, MAX_TOKEN_REQUEST_BYTES);
  } catch (e) {
    if (!(e instanceof BodyTooLargeError)) throw e;
    return oauthError("invalid_request", `the token request exceeds ${MAX_TOKEN_REQUEST_BYTES} bytes`, 413);
  }
  const form = new URLSearchParams(raw);

  const grant = form.get("grant_type");
  if (!grant) return oauthError("invalid_request", "grant_type is required");
  if (grant !== "client_credentials")
    return oauthError("unsupported_grant_type", "only the client_credentials grant is supported");

  const { id, secret } = clientCredentials(req, form);
  // RFC 6749 5.2: a request without client authentication is invalid_client (401).
  if (!id || !secret)
    return oauthError(
      "invalid_client",
      "client authentication is required (client_id and client_secret, or HTTP Basic)",
    );
  // Repeated failures are refused before the secret is looked at (./throttle.ts); each failure is logged with
  // the client id and address, never the secret.
  const address = clientAddress(Object.fromEntries(req.headers));
  const keys = tokenThrottleKeys(id, address);
  const who = { clientId: id.slice(0, 200), address };
  const refuseMs = await tokenRefusalMs(keys);
  if (refuseMs > 0) {
    const retryAfterS = Math.ceil(refuseMs / 1000);
    logger.warn({ ...who, retryAfterS }, "sandbox token refused: too many failed client authentications");
    return oauthError(
      "rate_limited",
      `too many failed client authentications; retry after ${retryAfterS} s`,
      429,
      { "Retry-After": String(retryAfterS) },
    );
  }
  const [client] = await sdb().select().from(schema.oauthClients).where(eq(schema.oauthClients.clientId, id));
  if (!client) return refuseClient(keys, who, "unknown client");
  // A known client's token requests are the inspector's too: body and token never, only what was decided.
  const started = performance.now();
  const res = await issueFor(form, client, secret, keys, who);
  const refused = res.ok
    ? undefined
    : ((await res.clone().json()) as { error: string; error_description: string });
  recordRequest({
    at: new Date(Date.now() - (performance.now() - started)),
    companyId: client.companyId,
    clientId: client.clientId,
    method: "POST",
    path: "/oauth/token",
    query: "",
    route: "/oauth/token",
    status: res.status,
    durationMs: performance.now() - started,
    requestId: requestIdOf(req),
    requestBody: REDACTED,
    responseText: res.ok ? `{"access_token":"${REDACTED}"}` : undefined,
    ...(refused ? { error: { code: refused.error, message: refused.error_description } } : {}),
  });
  return res;
}

async function refuseClient(keys: TokenThrottleKeys, who: object, reason: string): Promise<Response> {
  await recordTokenFailure(keys);
  logger.warn({ ...who, reason }, "sandbox token: client authentication failed");
  return oauthError("invalid_client", "client authentication failed");
}

async function issueFor(
  form: URLSearchParams,
  client: typeof schema.oauthClients.$inferSelect,
  secret: string,
  keys: TokenThrottleKeys,
  who: object,
): Promise<Response> {
  if (!secretMatches(secret, client.secretHash)) return refuseClient(keys, who, "wrong secret");

  const audience = form.get("audience");
  if (!audience) return oauthError("invalid_request", "audience is required");
  if (audience !== sandboxConfig().audience)
    return oauthError("invalid_request", `unknown audience; this issuer serves ${sandboxConfig().audience}`);

  // Omitting `scope` grants every scope the client holds (as common issuers do); otherwise each must be allowed.
  const requested = (form.get("scope") ?? "").split(" ").filter(Boolean);
  const allowed = new Set(client.scopes);
  const unknown = requested.filter((s) => !(knownScopes as readonly string[]).includes(s));
  if (unknown.length) return oauthError("invalid_scope", `unknown scope: ${unknown.join(" ")}`);
  const denied = requested.filter((s) => !allowed.has(s));
  if (denied.length)
    return oauthError("invalid_scope", `scope not allowed for this client: ${denied.join(" ")}`);
  const granted = (requested.length ? requested : client.scopes) as Scope[];

  const { token, expiresIn } = await issueToken({
    clientId: client.clientId,
    companyId: client.companyId,
    actorUserId: client.actorUserId,
    scopes: new Set(granted),
  });
  logger.info({ clientId: client.clientId, scope: granted.join(" ") }, "sandbox token issued");
  return Response.json(
    {
      access_token: token,
      token_type: "Bearer",
      expires_in: expiresIn,
      scope: [...new Set(granted)].join(" "),
    },
    { headers: noStore },
  );
}
