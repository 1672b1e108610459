import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { checksumAlgorithms } from '../config/defaults'
import type { ChecksumAlgorithm } from '../config/schema'
import type { KnownAlgorithm } from '../lib/digest'
import { HashError } from '../lib/hash-file'
import { SendStepError } from '../lib/send/steps'
import { ChecksumMismatchError, UnverifiedUploadError } from '../lib/upload-queue/upload-queue'
import { explainError } from './explain-error'

/*
 * What lib's errors and verdicts say to a person, in the language shown (`i18n`, the active one:
 * `useLingui()` in a component): lib hands over codes and data, the words are written here,
 * where a translation will find them.
 */

/** A sentence a person can act on, for an error of lib's or of the API's (explainError). */
export function explain(i18n: I18n, error: unknown): string {
  if (error instanceof ChecksumMismatchError) {
    const { local, server } = error
    return i18n._(
      msg`Checksum mismatch: the bytes the server stored are not the bytes of this file (here ${local}, server ${server}). It was not sent on; upload it again.`,
    )
  }
  if (error instanceof UnverifiedUploadError) {
    const reason = error.reason
    return i18n._(
      msg`This browser could not compute the file's checksum (${reason}), so the upload cannot be verified. Send it on unverified, or remove it.`,
    )
  }
  if (error instanceof HashError) return explainHashFailure(i18n, error)
  if (error instanceof SendStepError) return explainSendStep(i18n, error)
  return explainError(i18n, error)
}

/** A step of a send that could not be asked of the server. */
function explainSendStep(i18n: I18n, { code, file, value }: SendStepError): string {
  switch (code) {
    case 'size': {
      const size = value ?? ''
      return i18n._(
        msg`The server reported a size that is not a whole number of bytes (“${size}”), so ${file} cannot be registered.`,
      )
    }
    case 'missing-upload':
      return i18n._(msg`The upload result is missing; upload the file again.`)
    case 'missing-consignment':
      return i18n._(msg`The consignment id is missing; register the file again.`)
  }
}

/** Why this browser could not compute a file's checksum. */
export function explainHashFailure(i18n: I18n, { code, detail }: HashError): string {
  switch (code) {
    case 'stalled':
      return i18n._(msg`The checksum worker stopped answering.`)
    case 'stopped':
      return i18n._(msg`The checksum worker was stopped.`)
    case 'crashed':
      return i18n._(msg`The checksum worker failed: ${detail}`)
    case 'failed':
      return i18n._(msg`Checksum failed: ${detail}`)
  }
}

/** What to tell the person whose file got a "not comparable" digest. */
export function notComparableHint(i18n: I18n, serverAlgorithm: KnownAlgorithm, configured: ChecksumAlgorithm) {
  const theirs = serverAlgorithm.toUpperCase()
  const ours = configured.toUpperCase()
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a line of config.json, written as the operator types it
  const setting = `"checksumAlgorithm": "${serverAlgorithm}"`
  return (checksumAlgorithms as readonly string[]).includes(serverAlgorithm)
    ? i18n._(
        msg`The server reported what looks like a ${theirs} digest, but this app computes ${ours}, so the two cannot be compared; the file was not verified. If the server uses ${theirs}, the operator sets ${setting} in config.json.`,
      )
    : i18n._(
        msg`The server reported what looks like a ${theirs} digest, but this app computes ${ours}, so the two cannot be compared; the file was not verified. This app cannot compute ${theirs}.`,
      )
}
