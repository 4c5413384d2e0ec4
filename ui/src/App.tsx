import { TopBar } from "./components/TopBar";
import { Canvas } from "./components/Canvas";

export function App() {
  return (
    <div className="flex h-full flex-col">
      <TopBar />
      <main className="flex min-h-0 flex-1">
        <Canvas />
      </main>
    </div>
  );
}
