import { classifyHost, type AddressClass } from "./address-class";

// SANDBOX_WEBHOOK_TARGETS. Loopback suits a developer's machine but not a reachable sandbox: its credentials are
// public, so anyone could aim a subscription at this host's ports.
export const targetPolicies = ["public", "loopback+public"] as const;
export type TargetPolicy = (typeof targetPolicies)[number];

// loopback+public when the app itself is served on a loopback address, public otherwise.
export const defaultTargetPolicy = (appUrl: string): TargetPolicy =>
  classifyHost(new URL(appUrl).hostname) === "loopback" ? "loopback+public" : "public";

export const classAllowed = (cls: AddressClass, policy: TargetPolicy): boolean =>
  cls === "public" || (cls === "loopback" && policy === "loopback+public");
