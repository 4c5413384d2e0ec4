// The 'Form Testing' group of the Fields tab (spec §2, decision 13): the core
// fills every control's preview answer with fake data, or clears them. The form
// and its history do not change.
import { Eraser, Sparkles } from "lucide-react";
import { Button } from "../../components/ui/button";
import { dispatch, fillFakeData } from "../../state/store";
import { MESSAGES } from "../messages";
import { toast } from "../toast/toast-store";

export function FormTesting() {
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="outline"
        size="sm"
        className="justify-start"
        onClick={() => {
          // The first fill may wait for the extras module (prefetched when idle).
          fillFakeData().then(
            () => toast(MESSAGES.fakeDataFilled),
            (error: unknown) => console.error("Fill with Fake Data failed:", error),
          );
        }}
      >
        <Sparkles aria-hidden /> Fill with Fake Data
      </Button>
      <Button
        variant="outline"
        size="sm"
        className="justify-start"
        onClick={() => {
          dispatch({ type: "clearAnswers" });
          toast(MESSAGES.cleared);
        }}
      >
        <Eraser aria-hidden /> Clear All Fields
      </Button>
    </div>
  );
}
