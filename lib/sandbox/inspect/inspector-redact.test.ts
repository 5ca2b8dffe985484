import { describe, expect, it } from "vitest";
import { cut } from "./inspector-entry";
import { redactText } from "./inspector-redact";

describe("the inspector's redaction", () => {
  it("hides the values of credential keys and of a subscription's headers, and nothing else", () => {
    const text = JSON.stringify({
      data: {
        id: 7,
        url: "https://hooks.example.com/x",
        secret: 'whsec_abc\\"def',
        headers: { "X-Api-Key": "k-123", "X-Plain": "also hidden" },
        access_token: "eyJhbGciOi.x.y",
        name: "A token of thanks",
      },
    });
    const out = redactText(text);
    for (const gone of ["whsec_abc", "k-123", "also hidden", "eyJhbGciOi"]) expect(out).not.toContain(gone);
    expect(JSON.parse(out)).toMatchObject({
      data: {
        id: 7,
        url: "https://hooks.example.com/x",
        secret: "[redacted]",
        headers: { "X-Api-Key": "[redacted]", "X-Plain": "[redacted]" },
        access_token: "[redacted]",
        name: "A token of thanks",
      },
    });
  });

  it("hides a secret cut short by the truncation", () => {
    const text = cut(`{"filler":"${"x".repeat(2010)}","secret":"whsec_0123456789abcdef"}`);
    expect(text).toMatch(/whsec_0/); // cut inside the value
    expect(text.endsWith("…")).toBe(true);
    expect(redactText(text)).not.toMatch(/whsec_0/);
  });

  it("leaves text without anything secret-like untouched", () => {
    const text = '{"data":[{"id":1,"name":"Kitchen"}]}';
    expect(redactText(text)).toBe(text);
  });
});
