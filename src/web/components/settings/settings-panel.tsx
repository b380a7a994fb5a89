/** The in-page settings: profile card, Delete Account, Log Out All Devices, legal links. */
export interface SettingsPanelProps {
  onBack: () => void;
}

export function SettingsPanel(_props: SettingsPanelProps) {
  return <section aria-label="Settings" />;
}
