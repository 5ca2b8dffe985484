import { projectsRoute } from "@/lib/record-index/routes";

// GET /api/index/projects?sort=&order=&cursor=&limit=&q=&statusId=&archived=&contactId= — sorted keyset pages.
export const GET = projectsRoute;
