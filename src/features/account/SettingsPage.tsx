export default function SettingsPage() {
  return <h1>SettingsPage</h1>
}
