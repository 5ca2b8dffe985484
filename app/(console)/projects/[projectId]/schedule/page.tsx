import { SchedulePage, scheduleMetadata, type LoadParent } from "../../../schedule-page";
import { loadProject } from "../load-project";

type Props = { params: Promise<{ projectId: string }> };

const load: LoadParent = async (rawId) => {
  const { project } = await loadProject(rawId);
  return { id: project.id, name: project.name };
};

export const generateMetadata = async ({ params }: Props) => scheduleMetadata(load, (await params).projectId);

export default async function ProjectSchedulePage({ params }: Props) {
  return <SchedulePage parentType="project" rawId={(await params).projectId} load={load} />;
}
