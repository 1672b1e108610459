import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** What people come to do, in that order; Send is home. */
export const primaryLinks: ReadonlyArray<readonly [string, MessageDescriptor]> = [
  ['/', msg`Send`],
  ['/history', msg`History`],
  ['/settings', msg`Settings`],
]

/** The single steps of a send, for those who need one alone. */
export const toolLinks: ReadonlyArray<readonly [string, MessageDescriptor]> = [
  ['/upload', msg`Upload`],
  ['/consignments/new', msg`Register`],
  ['/transfers/new', msg`Transfer`],
]
