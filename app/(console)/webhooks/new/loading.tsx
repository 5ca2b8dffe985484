import { FormSkeleton } from "@/components/forms/form-skeleton";

export default function Loading() {
  return <FormSkeleton fields={5} />;
}
