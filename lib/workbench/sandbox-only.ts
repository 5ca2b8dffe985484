import "server-only";
import { notFound, redirect } from "next/navigation";
import { currentUser } from "@/lib/auth/current";

// A workbench page exists only while the user works in the sandbox environment (elsewhere: not found).
export async function sandboxUser() {
  const user = await currentUser();
  if (!user) redirect("/sign-in");
  if (user.environment.kind !== "sandbox") notFound();
  return user;
}
