import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from "react";
import {
  clampPanelWidth,
  defaultPanelWidth,
  PANEL_COLLAPSED_WIDTH,
  panelWidthBounds,
} from "../../../lib/panel-width";
import { ICONS, Icon } from "../../icons";

const KEY_STEP = 20;

/**
 * Spec §4 Chat sidebar: the right-hand chat of the active session, resizable
 * by dragging its left edge (or with the arrow keys) and collapsible to 60 px.
 * `container` is the area the panel shares with the voice panel: its width is
 * the "available width" of the drag bounds. Its header names the session.
 */
export function ChatSidePanel({
  container,
  title,
  children,
}: {
  container: React.RefObject<HTMLElement | null>;
  title: string;
  children: ReactNode;
}) {
  const [width, setWidth] = useState(() => defaultPanelWidth(window.innerWidth));
  const [collapsed, setCollapsed] = useState(false);
  const [available, setAvailable] = useState(() => window.innerWidth);
  const dragging = useRef(false);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const measure = () => setAvailable(element.getBoundingClientRect().width);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [container]);

  const bounds = panelWidthBounds(available);
  const setClamped = (next: number) => setWidth(clampPanelWidth(next, available));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    dragging.current = true;
    event.currentTarget.setPointerCapture(event.pointerId);
    event.preventDefault();
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const element = container.current;
    if (!dragging.current || !element) return;
    setClamped(element.getBoundingClientRect().right - event.clientX);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    dragging.current = false;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
  };
  // The panel sits on the right: moving its edge left makes it wider.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: width + KEY_STEP,
      ArrowRight: width - KEY_STEP,
      Home: bounds.max,
      End: bounds.min,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setClamped(next);
  };

  const shown = collapsed ? PANEL_COLLAPSED_WIDTH : clampPanelWidth(width, available);

  return (
    <div
      data-testid="chat-side-panel"
      data-collapsed={collapsed}
      style={{ "--panel-w": `${shown}px` } as React.CSSProperties}
      // On a phone the panel sits under the voice panel, full width, until collapsed to 60 px.
      className={`relative flex shrink-0 flex-col border-t border-gray-200 bg-white md:h-full md:w-[var(--panel-w)] md:border-t-0 md:border-l ${
        collapsed ? "w-[var(--panel-w)] self-end md:self-auto" : "min-h-80 w-full"
      }`}
    >
      {!collapsed && (
        // biome-ignore lint/a11y/useSemanticElements: a focusable, draggable splitter; <hr> cannot be either.
        <div
          role="separator"
          aria-orientation="vertical"
          aria-label="Resize chat panel"
          aria-valuenow={shown}
          aria-valuemin={bounds.min}
          aria-valuemax={bounds.max}
          tabIndex={0}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
          className="absolute inset-y-0 -left-1 z-10 hidden w-2 cursor-col-resize touch-none hover:bg-brand/30 focus-visible:bg-brand/40 focus-visible:outline-none md:block"
        />
      )}
      <div className="flex items-center justify-end gap-2 border-b border-gray-100 p-2">
        {!collapsed && (
          <h2
            data-testid="chat-side-panel-title"
            title={title}
            className="min-w-0 flex-1 truncate px-2 text-sm font-semibold text-gray-900"
          >
            {title}
          </h2>
        )}
        <button
          type="button"
          aria-label={collapsed ? "Expand chat panel" : "Collapse chat panel"}
          aria-expanded={!collapsed}
          onClick={() => setCollapsed((value) => !value)}
          className="rounded-lg p-2 text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand"
        >
          <Icon
            d={collapsed ? ICONS.chevronLeft : ICONS.chevronRight}
            className="h-5 w-5"
            strokeWidth={2}
          />
        </button>
      </div>
      <div className={collapsed ? "hidden" : "flex min-h-0 flex-1 flex-col"}>{children}</div>
    </div>
  );
}
