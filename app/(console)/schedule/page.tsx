import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SchedulePicker } from "@/components/schedule/schedule-picker";
import { currentUser } from "@/lib/auth/current";

export const metadata: Metadata = { title: "Schedule" };

// A schedule belongs to a project or a lead, so this page asks for one. The two lists load in the browser, each
// on its own, so the page and its search boxes are usable at once.
export default async function SchedulePage() {
  const user = await currentUser();
  if (!user) redirect("/sign-in");
  return (
    <>
      <h1 className="mb-2 text-2xl font-semibold">Schedule</h1>
      <p className="mb-6 max-w-prose text-sm text-muted-foreground">
        Open the schedule of a project or a lead: its phases, items and checkpoints on a timeline, or as a
        list.
      </p>
      <SchedulePicker />
    </>
  );
}
