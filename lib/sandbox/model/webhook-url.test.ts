import { describe, expect, it } from "vitest";
import { webhookUrlProblem } from "./webhook-url";

describe("webhook URL rules", () => {
  it.each([
    "https://hooks.example.com/partner",
    "https://hooks.example.com:8443/a?b=c",
    "https://93.184.216.34/hook",
    "https://[2606:2800:220:1::1]/hook",
    "https://[64:ff9b::5db8:d822]/hook",
  ])("accepts %s under either policy", (url) => {
    expect(webhookUrlProblem(url, "public")).toBeUndefined();
    expect(webhookUrlProblem(url, "loopback+public")).toBeUndefined();
  });

  it.each([
    "http://localhost:4000/hook",
    "http://127.0.0.1:4000/hook",
    "http://127.9.9.9/hook",
    "http://[::1]:4000/hook",
    "https://localhost/hook",
    "http://api.localhost/hook",
  ])("accepts %s only under loopback+public", (url) => {
    expect(webhookUrlProblem(url, "loopback+public")).toBeUndefined();
    expect(webhookUrlProblem(url, "public")).toMatch(/loopback/);
  });

  it.each([
    ["not a url", /absolute URL/],
    ["ftp://example.com/x", /https/],
    ["http://example.com/hook", /plain http/],
    ["https://user:pass@hooks.example.com/", /credentials/],
    ["https://hooks.example.com/#frag", /fragment/],
  ])("refuses %s", (url, message) => expect(webhookUrlProblem(url, "loopback+public")).toMatch(message));

  it.each([
    "https://10.1.2.3/hook",
    "https://172.20.0.1/hook",
    "https://192.168.1.10/hook",
    "https://169.254.169.254/latest/meta-data",
    "http://169.254.169.254/latest/meta-data",
    "https://2852039166/",
    "https://0xa9.0xfe.0xa9.0xfe/",
    "https://100.64.0.1/hook",
    "https://0.0.0.0/hook",
    "https://0/hook",
    "https://224.0.0.1/hook",
    "https://198.18.0.1/hook",
    "https://[::]/hook",
    "https://[fd00::1]/hook",
    "https://[fe80::1]/hook",
    "https://[ff02::1]/hook",
    "https://[::ffff:10.0.0.1]/hook",
    "https://[::ffff:127.0.0.1]/hook",
    "https://[::ffff:169.254.169.254]/hook",
    "https://[::ffff:0:a9fe:a9fe]/hook",
    "https://[64:ff9b::a9fe:a9fe]/hook",
    "https://[64:ff9b::7f00:1]/hook",
    "https://[64:ff9b:1::a9fe:a9fe]/hook",
    "https://[2002:a9fe:a9fe::1]/hook",
    "https://[2002:7f00:1::1]/hook",
    "https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hook",
    "https://[::127.0.0.1]/hook",
    "https://[::a9fe:a9fe]/hook",
    "https://metadata.google.internal/computeMetadata",
    "https://metadata/x",
  ])("refuses %s under either policy", (url) => {
    expect(webhookUrlProblem(url, "loopback+public")).toMatch(/non-public/);
    expect(webhookUrlProblem(url, "public")).toMatch(/non-public/);
  });
});
