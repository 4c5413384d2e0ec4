export function TopBar() {
  return (
    <header className="flex h-14 shrink-0 items-center gap-3 border-b border-slate-200 bg-white px-4 dark:border-slate-800 dark:bg-slate-900">
      <h1 className="text-lg font-semibold tracking-tight">Formwright</h1>
      <span className="rounded-full bg-indigo-600 px-2 py-0.5 text-xs font-medium text-white">Pro</span>
    </header>
  );
}
