import { recordGate } from "../../record-gate";
import { loadLead } from "./load-lead";

export default recordGate("leadId", loadLead);
