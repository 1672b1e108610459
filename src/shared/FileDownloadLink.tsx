import { DownloadLink } from '../components/DownloadLink'
import { useServices } from './services'

/** components/DownloadLink for a stored file, over this app's storage API and mock flag. */
export function FileDownloadLink({ fileId, containerId, filename }: { fileId: string; containerId?: string; filename: string }) {
  const { storageApi, config } = useServices()
  return <DownloadLink fileId={fileId} containerId={containerId} filename={filename} storageApi={storageApi} mock={config.mock} />
}
