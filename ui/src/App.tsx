// The one builder screen: top bar, left sidebar, canvas, right panel (spec §2).
import { TopBar } from "./components/TopBar";
import { Canvas } from "./components/Canvas";

export function App() {
  return (
    <div className="flex h-full flex-col">
      <TopBar />
      <div className="flex min-h-0 flex-1">
        {/* Sidebar (nav, 'Form tools'), canvas (region 'Form canvas') and right panel (complementary) go here. */}
        <main className="flex min-w-0 flex-1">
          <Canvas />
        </main>
      </div>
    </div>
  );
}
