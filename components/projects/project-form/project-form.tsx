"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useSuspenseQuery } from "@tanstack/react-query";
import { ArrowLeft, Loader2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ApiRequestError } from "@/lib/api-client";
import type { Project } from "@/lib/partner-api/contract";
import { projectOptions } from "@/lib/queries/projects";
import { AddressFields } from "./address-fields";
import { changedFields } from "./changed-fields";
import { DetailsFields } from "./details-fields";
import {
  emptyProjectValues,
  projectFormSchema,
  toFormValues,
  toProjectBody,
  type ProjectFormValues,
} from "./form-schema";
import { GuardedLink } from "./guarded-link";
import { splitServerErrors } from "./server-errors";
import { useBeforeUnload } from "./use-before-unload";
import { useSaveProject } from "./use-save-project";

export type ProjectFormProps = { mode: "create" } | { mode: "edit"; projectId: number };

// Create and edit share one form; edit reads the project the page prefetched.
export function ProjectForm(props: ProjectFormProps) {
  return props.mode === "edit" ? <EditProjectForm projectId={props.projectId} /> : <ProjectFormView />;
}

function EditProjectForm({ projectId }: { projectId: number }) {
  const { data } = useSuspenseQuery(projectOptions(projectId));
  return <ProjectFormView project={data} />;
}

function ProjectFormView({ project }: { project?: Project }) {
  const router = useRouter();
  const mode = project ? "edit" : "create";
  // What the form started from: the edit's diff is taken against it, not against later refetches.
  const [initial] = useState(() => (project ? toFormValues(project) : emptyProjectValues()));
  const form = useForm<ProjectFormValues>({
    resolver: zodResolver(projectFormSchema),
    defaultValues: initial,
    // Checked on submit, then live: validating on blur would insert messages and shift the Submit button out
    // from under the pointer between mousedown and click.
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const save = useSaveProject(project?.id);
  const [formError, setFormError] = useState<string>();
  const alertRef = useRef<HTMLDivElement>(null);
  const backHref = project ? `/projects/${project.id}` : "/projects";
  const dirty = form.formState.isDirty && !save.isSuccess;
  useBeforeUnload(dirty);
  // Focus the form-wide message when it appears, so keyboard and screen-reader users land where the problem is.
  useEffect(() => {
    if (formError) alertRef.current?.focus();
  }, [formError]);

  function showError(err: unknown) {
    const { fields, rest } =
      err instanceof ApiRequestError ? splitServerErrors(err.details) : { fields: [], rest: [] };
    fields.forEach((f, i) =>
      form.setError(f.path, { type: "server", message: f.message }, { shouldFocus: i === 0 }),
    );
    if (fields.length > 0 && rest.length === 0) return setFormError(undefined);
    const message =
      err instanceof ApiRequestError
        ? rest.join("; ") || err.message
        : "The console could not be reached. Check your connection and try again.";
    setFormError(message);
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    const body = project
      ? changedFields(toProjectBody(values, "edit"), toProjectBody(initial, "edit"))
      : toProjectBody(values, "create");
    if (project && Object.keys(body).length === 0) return router.push(backHref);
    try {
      const saved = await save.mutateAsync(body);
      form.reset(toFormValues(saved));
      toast.success(project ? `Saved “${saved.name}”` : `Created “${saved.name}”`);
      router.push(`/projects/${saved.id}`);
    } catch (err) {
      showError(err);
    }
  });

  const pending = form.formState.isSubmitting || save.isPending;
  return (
    <FormProvider {...form}>
      <form
        onSubmit={onSubmit}
        noValidate
        className="mx-auto grid max-w-3xl gap-6"
        aria-labelledby="project-form-title"
      >
        <div className="grid gap-2">
          <GuardedLink
            href={backHref}
            dirty={dirty}
            className="flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground hover:underline"
          >
            <ArrowLeft aria-hidden className="size-4" /> {project ? project.name : "Projects"}
          </GuardedLink>
          <h1 id="project-form-title" className="text-2xl font-semibold">
            {project ? "Edit project" : "New project"}
          </h1>
        </div>
        <Card className="gap-4">
          <CardHeader>
            <CardTitle asChild>
              <h2>Project</h2>
            </CardTitle>
            <CardDescription>Fields marked * are required.</CardDescription>
          </CardHeader>
          <CardContent>
            <DetailsFields mode={mode} statusName={project?.status?.name} />
          </CardContent>
        </Card>
        <Card className="gap-4">
          <CardHeader>
            <CardTitle asChild>
              <h2>Addresses</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <AddressFields />
          </CardContent>
        </Card>
        {formError && (
          <div
            ref={alertRef}
            role="alert"
            tabIndex={-1}
            className="rounded-md border border-destructive p-3 text-sm font-medium text-destructive outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {project ? "The project was not saved: " : "The project was not created: "}
            {formError}
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
            {pending && <Loader2 aria-hidden className="animate-spin motion-reduce:animate-none" />}
            {pending ? "Saving…" : project ? "Save changes" : "Create project"}
          </Button>
          <GuardedLink href={backHref} dirty={dirty} className={buttonVariants({ variant: "outline" })}>
            Cancel
          </GuardedLink>
        </div>
      </form>
    </FormProvider>
  );
}
