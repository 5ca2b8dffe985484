import { recordGate } from "../../record-gate";
import { loadProject } from "./load-project";

export default recordGate("projectId", loadProject);
