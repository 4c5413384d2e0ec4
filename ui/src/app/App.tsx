// The one builder screen (spec §2): top bar; left sidebar (Form tools),
// canvas (region 'Form canvas') and right panel, inside the drag-and-drop
// context that connects the palette to the canvas; toasts around it all.
import { Toasts } from "../features/toast/Toasts";
import { BuilderDnd } from "../features/dnd/BuilderDnd";
import { Canvas } from "../features/canvas/Canvas";
import { TopBar } from "./TopBar";
import { Sidebar } from "./Sidebar";
import { RightPanel } from "./RightPanel";

export function App() {
  return (
    <Toasts>
      <div className="flex h-full flex-col">
        <TopBar />
        <BuilderDnd>
          <div className="flex min-h-0 flex-1">
            <Sidebar />
            <main className="flex min-w-0 flex-1">
              <Canvas />
            </main>
            <RightPanel />
          </div>
        </BuilderDnd>
      </div>
    </Toasts>
  );
}
