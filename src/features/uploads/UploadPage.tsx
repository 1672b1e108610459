import { zodResolver } from '@hookform/resolvers/zod'
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { QueueSnapshot } from '../../lib/upload-queue/upload-queue'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { rememberSender } from '../../lib/sender'
import { useSenderPrefill } from '../../shared/remembered'
import { useShallow } from 'zustand/react/shallow'
import { useQueue, useQueueState } from '../../shared/upload-queue'
import { UploadFields } from './UploadFields'
import { FileDropzone } from './FileDropzone'
import { uploadDefaults, uploadFormSchema, type UploadForm } from './upload-form'
import { useIntakeGate } from '../../shared/file-intake'
import { StillAdding } from '../../shared/AddingFiles'
import { useRunningSends } from '../../shared/sends'
import { UnfinishedUploads } from './UnfinishedUploads'
import { UploadFiles } from './UploadFiles'
import { useDrafts } from './draft-list'
import { PageHead } from '../../shared/PageHead'
import { SubmitRow } from '../../components/SubmitRow'

export default function UploadPage() {
  const { t } = useLingui()
  const queue = useQueue()
  // The uploads started on this page: they outlive the page while the person browses.
  const { sends, ids } = useRunningSends('upload')
  const items = useQueueState(useShallow((snapshot: QueueSnapshot) => snapshot.items.filter((item) => ids.has(item.id))))
  const { drafts, intake, remove: removeDraft, clear: clearDrafts } = useDrafts()
  const [noFiles, setNoFiles] = useState(false)
  const gate = useIntakeGate(intake)
  // Files coming in answer "Choose at least one file" (React's adjust-state-while-rendering).
  if (noFiles && drafts.length > 0) setNoFiles(false)
  const form = useForm<UploadForm>({ resolver: zodResolver(uploadFormSchema), defaultValues: uploadDefaults })
  // The address is usually the signed-in person's (/me), else the one last used here; an Upload
  // pressed before /me has answered waits for it rather than calling the field empty.
  const sender = useSenderPrefill(form, 'email')
  const dropzone = useRef<{ focus: () => void }>(null)
  const filesHeading = useRef<HTMLHeadingElement>(null)

  const count = drafts.length

  const upload = (values: UploadForm) => {
    if (!gate.ready()) return
    if (drafts.length === 0) {
      setNoFiles(true)
      dropzone.current?.focus()
      return
    }
    rememberSender(values.email)
    // Journaled like a send, so a closed tab loses none.
    sends.start({ kind: 'upload', files: drafts.map((d) => d.file), fields: values })
    clearDrafts()
    filesHeading.current?.focus()
  }

  return (
    <>
      <PageHead
        title={<Trans>Upload files</Trans>}
        lead={
          <Trans>
            Files upload in the background: you can move to other pages meanwhile. Each file’s checksum is computed here while it
            uploads and compared with the server’s.
          </Trans>
        }
      />
      <UnfinishedUploads onResumed={() => filesHeading.current?.focus()} />
      <form
        className="card"
        noValidate
        onSubmit={(e) => {
          if (!sender.holdPress(e)) void form.handleSubmit(upload, () => setNoFiles(drafts.length === 0))(e)
        }}
        aria-label={t`Upload files`}
      >
        <FileDropzone intake={intake} handle={dropzone} describedBy={noFiles ? 'upload-no-files' : undefined} invalid={noFiles} />
        {noFiles && (
          <p className="field-error" id="upload-no-files" role="alert">
            <Trans>Choose at least one file to upload.</Trans>
          </p>
        )}
        <StillAdding gate={gate} action="upload" />
        <UploadFields form={form} />
        <SubmitRow
          label={
            count > 1
              ? t`${plural(count, { one: 'Upload # file', other: 'Upload # files' })}`
              : t({ message: 'Upload', context: 'button' })
          }
          waiting={sender.waiting}
          waitingNote={
            <Trans>Waiting for your account’s address from the service… The upload starts once it is filled in.</Trans>
          }
        />
      </form>
      <UploadFiles
        drafts={drafts}
        items={items}
        queue={queue}
        headingRef={filesHeading}
        onRemoveDraft={removeDraft}
        onClearDrafts={clearDrafts}
      />
    </>
  )
}
