import { ScheduleSkeleton } from "@/components/schedule/timeline/schedule-skeleton";

export default function Loading() {
  return <ScheduleSkeleton />;
}
