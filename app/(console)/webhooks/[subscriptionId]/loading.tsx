import { DetailSkeleton } from "@/components/record/detail-skeleton";

export default function Loading() {
  return <DetailSkeleton what="the subscription" actions={4} />;
}
