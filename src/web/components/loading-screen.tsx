/** What a guarded page shows while authentication is loading (spec §2 Access guard). */
export function LoadingScreen() {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-3" role="status">
      <div className="h-8 w-8 animate-spin rounded-full border-4 border-brand border-t-transparent" />
      <p className="text-gray-600">Loading...</p>
    </div>
  );
}
