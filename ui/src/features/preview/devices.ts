// The previews' device widths (spec §2: Desktop, Tablet, Mobile at Tailwind's
// max widths 2xl, md and sm) and the one chosen, shared by the Live Preview
// panel's buttons (which open the Preview dialog at a width) and the dialog's
// own switch (docs/decisions-local.md, "Real device widths").
import { useSyncExternalStore } from "react";
import { Monitor, Smartphone, Tablet, type LucideIcon } from "lucide-react";

export type Device = "desktop" | "tablet" | "mobile";

/** Each device's width in CSS pixels: 42rem, 28rem, 24rem. */
export const DEVICES: readonly { device: Device; label: string; icon: LucideIcon; px: number }[] = [
  { device: "desktop", label: "Desktop", icon: Monitor, px: 672 },
  { device: "tablet", label: "Tablet", icon: Tablet, px: 448 },
  { device: "mobile", label: "Mobile", icon: Smartphone, px: 384 },
];

let current: Device = "desktop";
const listeners = new Set<() => void>();

/** Chooses the device the Preview dialog renders at (kept for its next opening). */
export function setDevice(device: Device) {
  current = device;
  for (const l of listeners) l();
}

export function useDevice(): Device {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
}
