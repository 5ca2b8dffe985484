import "server-only";
import { environments } from "@/lib/partner-api/environments";

// Where a new session starts: the user's chosen default environment when it is still configured, else the first.
export const signInEnvironment = (preferred: string | null) =>
  environments().find((e) => e.name === preferred)?.name ?? environments()[0]!.name;
