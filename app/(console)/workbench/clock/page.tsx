import type { Metadata } from "next";
import { ClockPanel } from "@/components/workbench/clock-panel";
import { currentUser } from "@/lib/auth/current";
import { can } from "@/lib/auth/permissions";

export const metadata: Metadata = { title: "Sandbox clock" };

export default async function ClockPage() {
  const user = await currentUser();
  return <ClockPanel canWrite={can(user?.role, "workbench:write")} />;
}
