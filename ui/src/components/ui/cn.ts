// Joins class names; falsy parts are dropped. Shared by the primitives here.
import { clsx, type ClassValue } from "clsx";

export function cn(...parts: ClassValue[]): string {
  return clsx(parts);
}

/** The focus ring every interactive primitive shows for keyboard users. */
export const focusRing =
  "outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background";
