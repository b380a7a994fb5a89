import type { ReactNode } from "react";
import { Footer } from "./footer";
import { PublicHeader } from "./public-header";

/** Header, page, footer: the frame of every public page. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <PublicHeader />
      <main className="flex-1">{children}</main>
      <Footer />
    </div>
  );
}
