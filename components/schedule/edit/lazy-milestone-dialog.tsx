"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import type { MilestoneDialogProps } from "./milestone-dialog";

const Dialog = dynamic(() => import("./milestone-dialog").then((m) => m.MilestoneDialog), { ssr: false });

// The milestone dialog (its form, zod schema and fields) loads the first time it opens, not with the schedule.
export function MilestoneDialog(props: MilestoneDialogProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  return used ? <Dialog {...props} /> : null;
}
