import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** What people come to do, in that order; Send is home. */
export const primaryLinks: ReadonlyArray<readonly [string, MessageDescriptor]> = [
  ['/', msg({ message: 'Send', context: 'navigation' })],
  ['/history', msg({ message: 'History', context: 'navigation' })],
  ['/settings', msg({ message: 'Settings', context: 'navigation' })],
]

/** The single steps of a send, for those who need one alone. */
export const toolLinks: ReadonlyArray<readonly [string, MessageDescriptor]> = [
  ['/upload', msg({ message: 'Upload', context: 'navigation' })],
  ['/consignments/new', msg({ message: 'Register', context: 'navigation' })],
  ['/transfers/new', msg({ message: 'Transfer', context: 'navigation' })],
]
