export default function HistoryPage() {
  return <h1>HistoryPage</h1>
}
