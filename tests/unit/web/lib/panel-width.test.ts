import { describe, expect, it } from "vitest";
import {
  clampPanelWidth,
  defaultPanelWidth,
  PANEL_COLLAPSED_WIDTH,
  panelWidthBounds,
  SIDEBAR_WIDTH,
} from "../../../../src/web/lib/panel-width";

describe("chat side panel width (spec §5, §9)", () => {
  it("has the spec's constants", () => {
    expect(SIDEBAR_WIDTH).toBe(320);
    expect(PANEL_COLLAPSED_WIDTH).toBe(60);
  });

  it("defaults to 30% of the window minus the sidebar, at least 300 px", () => {
    expect(defaultPanelWidth(1440)).toBe(336);
    expect(defaultPanelWidth(2320)).toBe(600);
    // 30% of (1320 − 320) is exactly 300.
    expect(defaultPanelWidth(1320)).toBe(300);
    expect(defaultPanelWidth(1319)).toBe(300);
    expect(defaultPanelWidth(1024)).toBe(300);
    expect(defaultPanelWidth(375)).toBe(300);
  });

  it("bounds a drag by max(200, 20%) and min(600, 60%)", () => {
    // 20% of 1000 is 200, 60% is 600: both absolute and relative bounds meet.
    expect(panelWidthBounds(1000)).toEqual({ min: 200, max: 600 });
    // Wide: 20% passes 200, 600 caps 60%.
    expect(panelWidthBounds(2000)).toEqual({ min: 400, max: 600 });
    // Narrower: 200 beats 20%, 60% is under 600.
    expect(panelWidthBounds(800)).toEqual({ min: 200, max: 480 });
    // So narrow that 60% is under 200: the upper bound wins.
    expect(panelWidthBounds(300)).toEqual({ min: 180, max: 180 });
  });

  it("clamps a dragged width at both edges", () => {
    expect(clampPanelWidth(100, 1000)).toBe(200);
    expect(clampPanelWidth(199, 1000)).toBe(200);
    expect(clampPanelWidth(200, 1000)).toBe(200);
    expect(clampPanelWidth(450, 1000)).toBe(450);
    expect(clampPanelWidth(600, 1000)).toBe(600);
    expect(clampPanelWidth(601, 1000)).toBe(600);
    expect(clampPanelWidth(5000, 2000)).toBe(600);
    expect(clampPanelWidth(300, 2000)).toBe(400);
    expect(clampPanelWidth(500, 800)).toBe(480);
  });
});
