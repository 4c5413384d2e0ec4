// The notification area around the app (spec §2, §9). Its Radix part
// (ToastArea) is not needed for the empty canvas: a chunk fetched as soon as
// the core is ready (issue 10). A toast raised before it arrives waits in the
// store (toast-store.ts) and shows when it does.
import type { ReactNode } from "react";
import { lazyPart } from "../../components/lazy";

export { toast } from "./toast-store";
export type { ToastAction, ToastInput, ToastVariant } from "./toast-store";

const ToastArea = lazyPart(() => import("../editing").then((m) => m.ToastArea), { soon: true });

export function Toasts({ children }: { children?: ReactNode }) {
  return (
    <>
      {children}
      <ToastArea />
    </>
  );
}
