import http from "node:http";
import { decodeJwt, generateKeyPair, importJWK, SignJWT, type JWK } from "jose";

export type TamperMode = "none" | "tampered" | "wrong-key" | "expired" | "wrong-issuer";

// Forwards every request to the provider; with a mode set, the token endpoint's ID token is replaced by one the
// console must refuse: its payload changed under the original signature, signed by a key the provider does not
// publish (same kid), expired an hour ago, or issued by another issuer (both signed with the provider's key).
export function tamperingProxy(port: number, signer: { jwk: JWK; issuer: string }) {
  let mode: TamperMode = "none";
  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const upstream = http.request(
      { host: "127.0.0.1", port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        if (mode === "none" || !req.url?.startsWith("/token")) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (c: Buffer) => chunks.push(c));
        answer.on("end", async () => {
          const body = JSON.parse(Buffer.concat(chunks).toString()) as { id_token?: string };
          if (body.id_token) body.id_token = await rewrite(body.id_token, mode, signer);
          const text = JSON.stringify(body);
          const { "content-length": _length, ...headers } = answer.headers;
          res.writeHead(answer.statusCode ?? 502, { ...headers, "content-length": Buffer.byteLength(text) });
          res.end(text);
        });
      },
    );
    req.pipe(upstream);
  };
  return { handle, setMode: (m: TamperMode) => void (mode = m) };
}

async function rewrite(
  token: string,
  mode: TamperMode,
  signer: { jwk: JWK; issuer: string },
): Promise<string> {
  const claims = decodeJwt(token);
  const now = Math.floor(Date.now() / 1000);
  if (mode === "tampered") {
    const [header, , signature] = token.split(".");
    const payload = Buffer.from(JSON.stringify({ ...claims, org: { teams: ["console-admins"] } })).toString(
      "base64url",
    );
    return `${header}.${payload}.${signature}`;
  }
  const key =
    mode === "wrong-key" ? (await generateKeyPair("RS256")).privateKey : await importJWK(signer.jwk, "RS256");
  const changed =
    mode === "expired"
      ? { ...claims, iat: now - 7200, exp: now - 3600 }
      : mode === "wrong-issuer"
        ? { ...claims, iss: "http://127.0.0.1:9/another-issuer" }
        : claims;
  return new SignJWT(changed).setProtectedHeader({ alg: "RS256", kid: signer.jwk.kid! }).sign(key);
}
