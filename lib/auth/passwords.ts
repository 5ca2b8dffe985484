import "server-only";
import bcrypt from "bcryptjs";

const COST = 10;
// Compared against when the email is unknown, so both failures cost the same time.
const DUMMY_HASH = bcrypt.hashSync("no such user", COST);

export const hashPassword = (password: string) => bcrypt.hash(password, COST);

// A user without a password (invited, or SSO only) fails like an unknown one, in the same time.
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  const ok = await bcrypt.compare(password, hash ?? DUMMY_HASH);
  return ok && hash != null;
}

export function passwordProblem(password: string): string | undefined {
  if (password.length < 10) return "the password must have at least 10 characters";
  if (password.length > 72) return "the password may have at most 72 characters";
  return undefined;
}
