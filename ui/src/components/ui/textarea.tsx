import type { ComponentProps } from "react";
import { cn } from "./cn";
import { fieldBase } from "./input";

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea data-slot="textarea" className={cn(fieldBase, "min-h-16 resize-y py-2", className)} {...props} />;
}
