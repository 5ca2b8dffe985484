import { describe, expect, it } from "vitest";
import { errorClassOf } from "./error-class";

describe("errorClassOf", () => {
  it.each([
    [{ responseStatus: 503 }, "5xx"],
    [{ responseStatus: 404 }, "4xx"],
    [{ responseStatus: 302 }, "3xx"],
    [{ error: "getaddrinfo ENOTFOUND x.example" }, "dns"],
    [{ error: "TLS handshake failed" }, "tls"],
    [{ error: "connect ECONNREFUSED 127.0.0.1:9" }, "connect"],
    [{ error: "socket hang up" }, "connect"],
    [{ error: "timed out after 30000 ms" }, "timeout"],
    [{ error: "something odd" }, "other"],
  ])("%o is %s", (a, expected) => expect(errorClassOf(a)).toBe(expected));
});
