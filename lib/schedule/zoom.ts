// The timeline's zoom levels, apart from layout.ts so that reading ?zoom= from the URL does not bring the
// timeline's geometry (and date-fns) into a page's first load.
export type Zoom = "week" | "month" | "quarter";
export const ZOOMS = ["week", "month", "quarter"] as const satisfies readonly Zoom[];
