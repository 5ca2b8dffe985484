import * as React from "react";

import { cn } from "@/lib/utils";
import { Label } from "@/components/ui/label";

/** Props `FormField` wires onto its control. */
type FormFieldControlProps = {
  id: string;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
  "aria-required": true | undefined;
};

type FormFieldProps = {
  label: React.ReactNode;
  /** The control's id; generated when omitted. */
  id?: string;
  description?: React.ReactNode;
  /** A second help text (how to type the value), kept apart from the description: its own paragraph and id. */
  hint?: React.ReactNode;
  /** Validation message; when set the control gets aria-invalid and the message is announced (role="alert"). */
  error?: React.ReactNode;
  /** Marks the label with an asterisk and the control with aria-required. */
  required?: boolean;
  className?: string;
  /**
   * The control: either a render function receiving the wiring props
   * (`{(p) => <Input {...p} name="email" />}`) or a single element, which gets them merged in.
   */
  children:
    | ((control: FormFieldControlProps) => React.ReactNode)
    | React.ReactElement<Partial<FormFieldControlProps>>;
};

function FormField({ label, id, description, hint, error, required, className, children }: FormFieldProps) {
  const generatedId = React.useId();
  const controlId = id ?? `field-${generatedId}`;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const hasError = error != null && error !== false && error !== "";
  const errorId = hasError ? `${controlId}-error` : undefined;
  const describedBy = [descriptionId, hintId, errorId].filter(Boolean).join(" ") || undefined;

  const controlProps: FormFieldControlProps = {
    id: controlId,
    "aria-describedby": describedBy,
    "aria-invalid": hasError ? true : undefined,
    "aria-required": required ? true : undefined,
  };

  const control =
    typeof children === "function"
      ? children(controlProps)
      : React.cloneElement(children, {
          ...controlProps,
          "aria-describedby":
            [children.props["aria-describedby"], describedBy].filter(Boolean).join(" ") || undefined,
        });

  return (
    <div data-slot="form-field" data-invalid={hasError || undefined} className={cn("grid gap-2", className)}>
      <Label htmlFor={controlId}>
        {label}
        {required && (
          <span aria-hidden className="text-destructive">
            *
          </span>
        )}
      </Label>
      {control}
      {description && (
        <p id={descriptionId} data-slot="form-field-description" className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      {hint && (
        <p id={hintId} data-slot="form-field-description" className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {hasError && (
        <p
          id={errorId}
          role="alert"
          data-slot="form-field-error"
          className="text-sm font-medium text-destructive"
        >
          {error}
        </p>
      )}
    </div>
  );
}

export { FormField, type FormFieldControlProps, type FormFieldProps };
