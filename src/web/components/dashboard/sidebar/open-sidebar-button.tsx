import { ICONS, Icon } from "../../icons";

/** With the sidebar closed, its open button sits in the top-left corner of the page. */
export function OpenSidebarButton({ onOpen }: { onOpen: () => void }) {
  return (
    <button
      type="button"
      aria-label="Open sidebar"
      onClick={onOpen}
      className="absolute top-3 left-3 z-20 rounded-lg p-2 text-gray-600 hover:bg-gray-200 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand"
    >
      <Icon d={ICONS.panel} className="h-5 w-5" />
    </button>
  );
}

/** What a page header leaves free for the open button while the sidebar is closed. */
export function clearOfOpenButton(sidebarOpen: boolean) {
  return sidebarOpen ? "" : "ml-12";
}
