import { recordGate } from "../../record-gate";
import { loadSubscription } from "./load-subscription";

export default recordGate("subscriptionId", loadSubscription);
