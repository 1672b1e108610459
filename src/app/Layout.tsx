import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, type ReactNode } from 'react'
import { useStore } from 'zustand'
import { authRequired } from '../api/auth-required'
import { getCredentials, nothingEntered } from '../api/credentials'
import { useLocation, useNavigate } from '../shared/routing'
import { useLoadedUploadQueue } from '../shared/services'
import { Header } from './Header'
import { SendAnnouncerSlot } from './SendAnnouncerSlot'
import { UploadManagerSlot } from './UploadManagerSlot'

/**
 * The tab's title in the language shown: index.html's is English, the first paint's; a page
 * may say more for a while (the Send page its progress), then gives this back.
 */
function useDocumentTitle() {
  const { t } = useLingui()
  const title = t({ message: 'Consign — send files', comment: "the browser tab's title: the app's name, what it does" })
  useEffect(() => {
    document.title = title
  }, [title])
}

export function Layout({ children }: { children: ReactNode }) {
  useDocumentTitle()
  // Loaded with the first page that uploads; until then there is nothing to manage.
  const uploadQueue = useLoadedUploadQueue()
  const location = useLocation()
  /** the page focus was last moved for (the one the app opened on needs no move) */
  const shown = useRef(location.pathname)
  const navigate = useNavigate()
  const main = useRef<HTMLElement>(null)
  const notice = useStore(authRequired.notice)

  // The notice last acted on; -1 on a first visit: nothing entered when the app opened (a real
  // service; the mock fills its own in), which goes to settings too, to be welcomed there.
  const handled = useRef(nothingEntered(getCredentials()) ? -1 : 0)

  // Each new 401/403 sends the person to settings once; a notice already seen (or raised on
  // settings itself, e.g. by /me) must not pull them back when they choose to leave.
  useEffect(() => {
    if (handled.current >= 0 && (!notice || notice.at === handled.current)) return
    handled.current = notice?.at ?? 0
    if (location.pathname !== '/settings')
      void navigate('/settings', { state: { returnTo: location.pathname + location.search } })
  }, [notice, location.pathname, location.search, navigate])

  // Move focus to the new page so keyboard and screen-reader users start at its top. Compared
  // with the page last shown, not "not the first run": React runs an effect twice in development.
  useEffect(() => {
    if (shown.current === location.pathname) return
    shown.current = location.pathname
    // A new page opens at its top, header in view; focusing <main> must not scroll past the header.
    window.scrollTo(0, 0)
    // A page that moved focus to something specific (an alert, a field) keeps it.
    if (!main.current?.contains(document.activeElement)) main.current?.focus({ preventScroll: true })
  }, [location.pathname])

  return (
    <>
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <Header />
      {/* In the flow above the page: it pushes the page down and never covers its controls. */}
      {uploadQueue && <UploadManagerSlot queue={uploadQueue} />}
      {/* Once a page has the queue: the one live region of every send, on whatever page. */}
      {uploadQueue && <SendAnnouncerSlot />}
      <main id="main" ref={main} tabIndex={-1} className="page">
        {children}
      </main>
    </>
  )
}
