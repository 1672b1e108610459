export default function TransferPage() {
  return <h1>TransferPage</h1>
}
