export default function ConsignmentPage() {
  return <h1>ConsignmentPage</h1>
}
