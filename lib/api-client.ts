// The browser's side of the console API: same-origin fetch, JSON both ways, errors as ApiRequestError.
export type FieldError = { path: string; message: string };

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: FieldError[] = [],
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  const res = await fetch(path, {
    ...rest,
    headers: {
      accept: "application/json",
      ...(json !== undefined ? { "content-type": "application/json" } : {}),
      ...rest.headers,
    },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
    credentials: "same-origin",
    cache: "no-store",
  });
  const body = (await res.json().catch(() => undefined)) as
    { error?: { code: string; message: string; details?: FieldError[] } } | undefined;
  if (!res.ok) {
    const e = body?.error;
    if (res.status === 401 && typeof window !== "undefined") {
      // The session is gone: a full load of the sign-in page drops every cached query of the old session.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign(
        `/sign-in?callbackUrl=${encodeURIComponent(window.location.pathname + window.location.search)}`,
      );
    }
    throw new ApiRequestError(
      res.status,
      e?.code ?? `http_${res.status}`,
      e?.message ?? `Request failed (${res.status}).`,
      e?.details,
    );
  }
  publishQuota(res.headers);
  return body as T;
}

// The header's quota meter listens for the upstream's rate-limit headers on every console API response.
export const QUOTA_EVENT = "pc:quota";
function publishQuota(headers: Headers) {
  const remaining = headers.get("x-upstream-ratelimit-remaining");
  const limit = headers.get("x-upstream-ratelimit-limit");
  if (remaining === null || limit === null || typeof window === "undefined") return;
  window.dispatchEvent(
    new CustomEvent(QUOTA_EVENT, {
      detail: {
        remaining: Number(remaining),
        limit: Number(limit),
        reset: Number(headers.get("x-upstream-ratelimit-reset") ?? 0),
      },
    }),
  );
}

export function toSearch(params: Record<string, unknown>): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0)) continue;
    qs.set(k, Array.isArray(v) ? v.join(",") : String(v));
  }
  const s = qs.toString();
  return s ? `?${s}` : "";
}
