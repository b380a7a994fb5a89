import { createFileRoute } from "@tanstack/react-router";
import { useEffect } from "react";
import { ClosingCta } from "../components/landing/closing-cta";
import { FEATURES_ID, Features } from "../components/landing/features";
import { FocusSection } from "../components/landing/focus";
import { Hero } from "../components/landing/hero";
import { HowItWorks } from "../components/landing/how-it-works";
import { ThinkOutLoud } from "../components/landing/think-out-loud";
import { PublicLayout } from "../components/public-layout";

export const Route = createFileRoute("/")({
  validateSearch: (search: Record<string, unknown>): { scrollTo?: string } =>
    typeof search.scrollTo === "string" ? { scrollTo: search.scrollTo } : {},
  component: Landing,
});

/** Spec: ?scrollTo=features scrolls there after 100 ms, leaving 80 px for the sticky header. */
const SCROLL_DELAY_MS = 100;
const HEADER_OFFSET_PX = 80;

function Landing() {
  const { scrollTo } = Route.useSearch();
  useEffect(() => {
    if (scrollTo !== FEATURES_ID) return;
    const timer = setTimeout(() => {
      const target = document.getElementById(FEATURES_ID);
      if (!target) return;
      const top = target.getBoundingClientRect().top + window.scrollY - HEADER_OFFSET_PX;
      window.scrollTo({ top, behavior: "smooth" });
    }, SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [scrollTo]);

  return (
    <PublicLayout>
      <Hero />
      <Features />
      <HowItWorks />
      <FocusSection />
      <ThinkOutLoud />
      <ClosingCta />
    </PublicLayout>
  );
}
