"use client";

import { Plus } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import type { EntityType } from "@/lib/partner-api/contract/values";

// The form and its schema load when the dialog opens (most visits to the list never create a definition).
const DefinitionForm = dynamic(() => import("./definition-form"), { ssr: false });

export function CreateDefinitionDialog({ defaultType }: { defaultType?: EntityType }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">
          <Plus aria-hidden className="size-4" />
          New custom field
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>New custom field</DialogTitle>
          <DialogDescription>
            A definition cannot be edited or deleted once created (the Partner API offers neither).
          </DialogDescription>
        </DialogHeader>
        {open && <DefinitionForm defaultType={defaultType} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
