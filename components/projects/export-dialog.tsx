"use client";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Progress } from "@/components/ui/progress";
import { plural } from "@/lib/plural";

// The export's progress, with Cancel (loaded on the first export, see export-button.tsx).
export default function ExportDialog({
  open,
  progress,
  onCancel,
}: {
  open: boolean;
  progress: { rows: number; total: number };
  onCancel: () => void;
}) {
  const pct = progress.total ? Math.round((progress.rows / progress.total) * 100) : 0;
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Exporting projects</DialogTitle>
          <DialogDescription>
            {progress.total
              ? `${progress.rows.toLocaleString()} of ${plural(progress.total, "project")}`
              : "Starting…"}
          </DialogDescription>
        </DialogHeader>
        <Progress value={pct} label="Export progress" />
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
