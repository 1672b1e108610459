/** What people come to do, in that order; Send is home. */
export const primaryLinks = [
  ['/', 'Send'],
  ['/history', 'History'],
  ['/settings', 'Settings'],
] as const

/** The single steps of a send, for those who need one alone. */
export const toolLinks = [
  ['/upload', 'Upload'],
  ['/consignments/new', 'Register'],
  ['/transfers/new', 'Transfer'],
] as const
