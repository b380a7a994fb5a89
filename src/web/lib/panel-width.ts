/** Spec §9: sidebar 320 px; chat panel at least 300 px, default 30% of (window − 320); collapsed 60 px. */
export const SIDEBAR_WIDTH = 320;
export const PANEL_MIN_DEFAULT = 300;
export const PANEL_COLLAPSED_WIDTH = 60;
export const PANEL_DRAG_MIN = 200;
export const PANEL_DRAG_MAX = 600;

/** The chat side panel's starting width for a window this wide. */
export function defaultPanelWidth(windowWidth: number): number {
  return Math.max(PANEL_MIN_DEFAULT, Math.round(0.3 * (windowWidth - SIDEBAR_WIDTH)));
}

/**
 * Spec §5: a dragged width stays between max(200, 20% of the available width)
 * and min(600, 60% of it). Should the lower bound pass the upper one (a very
 * narrow area), the upper one wins so the panel never takes over the page.
 */
export function panelWidthBounds(available: number): { min: number; max: number } {
  const max = Math.min(PANEL_DRAG_MAX, 0.6 * available);
  const min = Math.min(Math.max(PANEL_DRAG_MIN, 0.2 * available), max);
  return { min: Math.round(min), max: Math.round(max) };
}

export function clampPanelWidth(width: number, available: number): number {
  const { min, max } = panelWidthBounds(available);
  return Math.round(Math.min(max, Math.max(min, width)));
}
