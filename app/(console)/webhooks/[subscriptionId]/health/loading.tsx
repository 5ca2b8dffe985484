import { HealthSkeleton } from "@/components/webhooks/health/health-skeleton";

export default function Loading() {
  return <HealthSkeleton />;
}
