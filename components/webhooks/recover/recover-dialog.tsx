"use client";

import { LifeBuoy } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";

const loadForm = () => import("./recover-form");
type FormModule = Awaited<ReturnType<typeof loadForm>>;

// "Reactivate and recover": the form's code loads when pointer or focus reaches the button.
export function RecoverDialog({ subscriptionId, from }: { subscriptionId: number; from: string }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<FormModule>();
  const onOpenChange = (next: boolean) => {
    if (!next || loaded) return setOpen(next);
    void loadForm().then((m) => {
      setLoaded(m);
      setOpen(true);
    });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="sm" onPointerEnter={() => void loadForm()} onFocus={() => void loadForm()}>
          <LifeBuoy aria-hidden />
          Reactivate and recover…
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        {open && loaded && <loaded.RecoverForm subscriptionId={subscriptionId} from={from} />}
      </DialogContent>
    </Dialog>
  );
}
