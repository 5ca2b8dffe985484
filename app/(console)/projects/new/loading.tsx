import { ProjectFormSkeleton } from "@/components/projects/project-form/project-form-skeleton";

export default function Loading() {
  return <ProjectFormSkeleton />;
}
