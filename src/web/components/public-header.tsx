/** The header signed-out visitors see (the public pages' helper fills it in). */
export function PublicHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-white/80 px-6 py-4 backdrop-blur">
      <a href="/" className="text-xl font-bold text-brand">
        Verba
      </a>
    </header>
  );
}
