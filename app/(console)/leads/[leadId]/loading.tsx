import { DetailSkeleton } from "@/components/record/detail-skeleton";

// Actions: the phase select, Edit, and the transitions the lead allows.
export default function Loading() {
  return <DetailSkeleton what="the lead" actions={4} />;
}
