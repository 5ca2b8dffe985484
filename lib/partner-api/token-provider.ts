import "server-only";
import { recordTokenCacheHit, recordTokenFetch } from "@/lib/metrics/partner-api";
import { tokenResponse, type Scope } from "./contract";
import { PartnerApiError } from "./errors";
import { send, type Answer } from "./transport";

export type Credentials = { authUrl: string; audience: string; clientId: string; clientSecret: string };
type Cached = { token: string; expiresAt: number };

const REFRESH_MARGIN_MS = 60_000;
const TOKEN_TIMEOUT_MS = 10_000;

// One cached token per scope set, refreshed about a minute before it expires; concurrent callers of one scope
// set share a single in-flight token request.
export class TokenProvider {
  private cache = new Map<string, Cached>();
  private inflight = new Map<string, Promise<Cached>>();
  requests = 0;

  constructor(
    private readonly creds: Credentials,
    private readonly now: () => number = Date.now,
  ) {}

  private key(scopes: readonly Scope[]) {
    return [...new Set(scopes)].sort().join(" ");
  }

  async get(scopes: readonly Scope[]): Promise<string> {
    const key = this.key(scopes);
    const hit = this.cache.get(key);
    if (hit && hit.expiresAt - REFRESH_MARGIN_MS > this.now()) {
      recordTokenCacheHit();
      return hit.token;
    }
    let pending = this.inflight.get(key);
    if (!pending) {
      pending = this.fetchToken(key).finally(() => this.inflight.delete(key));
      this.inflight.set(key, pending);
    }
    return (await pending).token;
  }

  invalidate(scopes: readonly Scope[], token: string) {
    const key = this.key(scopes);
    if (this.cache.get(key)?.token === token) this.cache.delete(key);
  }

  private async fetchToken(key: string): Promise<Cached> {
    this.requests++;
    try {
      const cached = await this.requestToken(key);
      recordTokenFetch(true);
      return cached;
    } catch (err) {
      recordTokenFetch(false);
      throw err;
    }
  }

  private async requestToken(key: string): Promise<Cached> {
    const body = new URLSearchParams({
      grant_type: "client_credentials",
      client_id: this.creds.clientId,
      client_secret: this.creds.clientSecret,
      audience: this.creds.audience,
      ...(key ? { scope: key } : {}),
    });
    let res: Answer;
    try {
      // The same transport (keep-alive agents) as the API calls: one way out to the Partner API.
      res = await send(`${this.creds.authUrl.replace(/\/$/, "")}/oauth/token`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: body.toString(),
        signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
        spanName: "POST /oauth/token",
      });
    } catch {
      throw new PartnerApiError(502, "token_unavailable", "the token issuer could not be reached");
    }
    const json = res.json() as Record<string, unknown> | undefined;
    if (!res.ok) {
      // Never echo the request: it carries the client secret.
      const reason = typeof json?.error === "string" ? json.error : `HTTP ${res.status}`;
      throw new PartnerApiError(
        502,
        "token_refused",
        `the token issuer refused the console's credentials (${reason})`,
      );
    }
    const parsed = tokenResponse.safeParse(json);
    if (!parsed.success)
      throw new PartnerApiError(502, "token_invalid", "the token issuer sent an unexpected response");
    const cached = { token: parsed.data.access_token, expiresAt: this.now() + parsed.data.expires_in * 1000 };
    this.cache.set(key, cached);
    return cached;
  }
}
