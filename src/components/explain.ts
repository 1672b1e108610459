import { explainError } from '../api/errors'
import { checksumAlgorithms } from '../config/defaults'
import type { ChecksumAlgorithm } from '../config/schema'
import type { KnownAlgorithm } from '../lib/digest'
import { HashError } from '../lib/hash-file'
import { SendStepError } from '../lib/send/steps'
import { ChecksumMismatchError, UnverifiedUploadError } from '../lib/upload-queue/upload-queue'

/*
 * What lib's errors and verdicts say to a person: lib hands over codes and data, the words are
 * written here, where a translation will find them.
 */

/** A sentence a person can act on, for an error of lib's or of the API's (explainError). */
export function explain(error: unknown): string {
  if (error instanceof ChecksumMismatchError)
    return `Checksum mismatch: the bytes the server stored are not the bytes of this file (here ${error.local}, server ${error.server}). It was not sent on; upload it again.`
  if (error instanceof UnverifiedUploadError)
    return `This browser could not compute the file's checksum (${error.reason}), so the upload cannot be verified. Send it on unverified, or remove it.`
  if (error instanceof HashError) return explainHashFailure(error)
  if (error instanceof SendStepError) return explainSendStep(error)
  return explainError(error)
}

/** A step of a send that could not be asked of the server. */
function explainSendStep({ code, file, value }: SendStepError): string {
  switch (code) {
    case 'size':
      return `The server reported a size that is not a whole number of bytes (“${value}”), so ${file} cannot be registered.`
    case 'missing-upload':
      return 'The upload result is missing; upload the file again.'
    case 'missing-consignment':
      return 'The consignment id is missing; register the file again.'
  }
}

/** Why this browser could not compute a file's checksum. */
export function explainHashFailure({ code, detail }: HashError): string {
  switch (code) {
    case 'stalled':
      return 'The checksum worker stopped answering.'
    case 'stopped':
      return 'The checksum worker was stopped.'
    case 'crashed':
      return `The checksum worker failed: ${detail}`
    case 'failed':
      return `Checksum failed: ${detail}`
  }
}

/** What to tell the person whose file got a "not comparable" digest. */
export function notComparableHint(serverAlgorithm: KnownAlgorithm, configured: ChecksumAlgorithm) {
  const theirs = serverAlgorithm.toUpperCase()
  const what = `The server reported what looks like a ${theirs} digest, but this app computes ${configured.toUpperCase()}, so the two cannot be compared; the file was not verified.`
  return (checksumAlgorithms as readonly string[]).includes(serverAlgorithm)
    ? `${what} If the server uses ${theirs}, the operator sets "checksumAlgorithm": "${serverAlgorithm}" in config.json.`
    : `${what} This app cannot compute ${theirs}.`
}
