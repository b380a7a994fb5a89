/** The public pages' footer (the public pages' helper fills it in). */
export function Footer() {
  return (
    <footer className="border-t px-6 py-8 text-sm text-gray-500">
      © {new Date().getFullYear()} Verba
    </footer>
  );
}
