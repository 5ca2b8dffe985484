import "server-only";
import { processShared } from "@/lib/cache/process-shared";

// Until when each running job of this process waits for the API's rate limit (epoch ms), for its view ("waiting
// for the rate limit, resumes in about 20 s"). Kept in memory: a view read by another instance than the runner's
// shows the progress without the wait.
export const jobWaits = processShared("console.bulk-waits", () => new Map<number, number>());
