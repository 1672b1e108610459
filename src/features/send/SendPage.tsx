import { Plural, Trans } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { useServices } from '../../shared/services'
import { useIntakeGate } from '../../shared/file-intake'
import { StillAdding } from '../../shared/AddingFiles'
import { useSends } from '../../shared/sends'
import { FilePicker } from './FilePicker'
import { expiresAt } from '../../lib/expiration'
import { rememberSender } from '../../lib/sender'
import { choiceOf } from '../../lib/transfer-fields'
import { toSendDetails, type SendForm as Values } from './send-form'
import { displayPath } from './staged-files'
import { ElsewhereSends } from './ElsewhereSends'
import { UnfinishedSends } from './UnfinishedSends'
import { SendForm } from './SendForm'
import { SendProgress } from './SendProgress'
import { useStagedFiles } from './staged-files'
import { useSharedFiles } from './shared-files'
import { PageHead } from '../../shared/PageHead'
import { useLocation } from '../../shared/routing'
import { againOf, SendAgain } from './SendAgain'

/** The home page: files in, one short form, one click uploads, registers and transfers each file. */
export default function SendPage() {
  const { config } = useServices()
  // Acting on the sends only: the form must not re-render with every progress publish.
  const sends = useSends()
  const staged = useStagedFiles()
  const [noFiles, setNoFiles] = useState(false)
  const gate = useIntakeGate(staged.intake)
  const share = useSharedFiles(staged.intake)
  // Files coming in answer "Add at least one file" (React's adjust-state-while-rendering).
  if (noFiles && staged.files.length > 0) setNoFiles(false)
  const progress = useRef<HTMLDivElement>(null)
  const sharedFiles = share.shared?.files ?? 0
  // Files of earlier sends to more people (a summary's or History's "Send to more people").
  const again = againOf(useLocation().state)
  const focusProgress = () => requestAnimationFrame(() => progress.current?.querySelector('h2')?.focus())

  const send = (values: Values) => {
    if (!gate.ready()) return false
    if (staged.files.length === 0) {
      setNoFiles(true)
      return false
    }
    const now = new Date()
    // Journaled from the start: a closed tab leaves what each file has done (UnfinishedSends).
    sends.start({
      kind: 'send',
      files: staged.files,
      details: toSendDetails(values, config.expirationUnit, now),
      sender: values.senderEmail.trim(),
      expiresAt: expiresAt(choiceOf(values), now),
      nameOf: displayPath,
    })
    rememberSender(values.senderEmail)
    share.sent()
    staged.clear()
    setNoFiles(false)
    focusProgress()
    return true
  }

  return (
    <>
      <PageHead
        title={<Trans>Send files</Trans>}
        lead={
          <Trans>
            Add files, say who gets them, and send. Each file is uploaded, registered as a consignment and transferred.
          </Trans>
        }
      />
      {/* The send in flight, then its summary, first: what the person looks for after pressing Send. */}
      <ElsewhereSends />
      <UnfinishedSends onResumed={focusProgress} />
      <div ref={progress}>
        <SendProgress onSendMore={() => document.querySelector<HTMLElement>('.dropzone')?.focus()} />
      </div>
      {again ? (
        <SendAgain key={JSON.stringify(again)} of={again} onSent={focusProgress} />
      ) : (
        <>
          <div className="card">
            {share.shared && (
              <p className="muted" role="status">
                <Trans>
                  <Plural
                    value={sharedFiles}
                    one="# file shared from another app is listed below."
                    other="# files shared from another app are listed below."
                  />{' '}
                  They wait here until you send them.
                </Trans>
              </p>
            )}
            {share.lost && (
              <p className="field-error" role="alert">
                <Trans>The shared files did not reach the app. Open it once with a network, then share them again.</Trans>
              </p>
            )}
            <FilePicker staged={staged} />
            {noFiles && (
              <p className="field-error" role="alert">
                <Trans>Add at least one file to send.</Trans>
              </p>
            )}
            <StillAdding gate={gate} action="send" />
          </div>
          <div className="card">
            <SendForm
              fileCount={staged.files.length}
              totalBytes={staged.totalBytes}
              onSend={send}
              sharedRecipients={share.shared?.recipients}
            />
          </div>
        </>
      )}
    </>
  )
}
